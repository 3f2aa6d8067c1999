package android.content;

import android.net.Uri;
import android.os.Bundle;
import dev.trackcheck.kit.KitProcess;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code android.content.Intent}: a target component, an action, flags, categories and extras. */
public class Intent {
  public static final int FLAG_ACTIVITY_NEW_TASK = 0x10000000;
  public static final int FLAG_ACTIVITY_CLEAR_TASK = 0x00008000;
  public static final int FLAG_ACTIVITY_CLEAR_TOP = 0x04000000;
  public static final int FLAG_ACTIVITY_SINGLE_TOP = 0x20000000;
  public static final int FLAG_ACTIVITY_REORDER_TO_FRONT = 0x00020000;
  public static final int FLAG_ACTIVITY_NO_HISTORY = 0x40000000;
  public static final int FLAG_ACTIVITY_MULTIPLE_TASK = 0x08000000;
  public static final int FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY = 0x00100000;
  /** Not in the protocol's flags (the harness does not model a task above Home): kept, not reported. */
  public static final int FLAG_ACTIVITY_TASK_ON_HOME = 0x00004000;
  public static final String ACTION_MAIN = "android.intent.action.MAIN";
  public static final String CATEGORY_LAUNCHER = "android.intent.category.LAUNCHER";
  public static final String ACTION_VIEW = "android.intent.action.VIEW";
  public static final String ACTION_SEND = "android.intent.action.SEND";
  public static final String ACTION_DIAL = "android.intent.action.DIAL";
  public static final String ACTION_BOOT_COMPLETED = "android.intent.action.BOOT_COMPLETED";
  public static final String CATEGORY_DEFAULT = "android.intent.category.DEFAULT";
  public static final String CATEGORY_BROWSABLE = "android.intent.category.BROWSABLE";
  public static final String EXTRA_TEXT = "android.intent.extra.TEXT";
  /** {@code parseUri} flag: the {@code intent:} scheme. */
  public static final int URI_INTENT_SCHEME = 1;

  /** The flags in the order every kit reports them. */
  private static final Object[][] FLAG_NAMES = {
    {FLAG_ACTIVITY_NEW_TASK, "FLAG_ACTIVITY_NEW_TASK"}, {FLAG_ACTIVITY_CLEAR_TASK, "FLAG_ACTIVITY_CLEAR_TASK"},
    {FLAG_ACTIVITY_CLEAR_TOP, "FLAG_ACTIVITY_CLEAR_TOP"}, {FLAG_ACTIVITY_SINGLE_TOP, "FLAG_ACTIVITY_SINGLE_TOP"},
    {FLAG_ACTIVITY_REORDER_TO_FRONT, "FLAG_ACTIVITY_REORDER_TO_FRONT"}, {FLAG_ACTIVITY_NO_HISTORY, "FLAG_ACTIVITY_NO_HISTORY"},
    {FLAG_ACTIVITY_MULTIPLE_TASK, "FLAG_ACTIVITY_MULTIPLE_TASK"},
    {FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY, "FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY"},
  };

  private ComponentName component;
  private String action;
  private int flags;
  private Bundle extras;
  private final List<String> categories = new ArrayList<>();
  private Uri data;
  private String packageName;

  public Intent() {}

  /** {@code Intent.getIntent(uri)} (deprecated since API 4): {@link #parseUri(String, int)} with no flags. */
  @Deprecated
  public static Intent getIntent(String uri) throws java.net.URISyntaxException { return parseUri(uri, 0); }

  /**
   * {@code parseUri(uri, flags)}: an {@code intent:…#Intent;…;end} URI (action, category,
   * component, package, launchFlags, and {@code S.}, {@code i.}, {@code l.}, {@code B.} extras) as
   * the intent it describes; any other URI as {@code ACTION_VIEW} on it.
   */
  public static Intent parseUri(String uri, int flags) throws java.net.URISyntaxException {
    int fragment = uri.lastIndexOf("#Intent;");
    if (fragment < 0) return new Intent(ACTION_VIEW, Uri.parse(uri));
    if (!uri.endsWith(";end")) throw new java.net.URISyntaxException(uri, "Intent URI not terminated by ';end'");
    Intent intent = new Intent(ACTION_VIEW);
    String data = uri.substring(0, fragment);
    if (data.startsWith("intent:")) data = data.substring("intent:".length());
    for (String part : uri.substring(fragment + "#Intent;".length(), uri.length() - ";end".length()).split(";")) {
      int equals = part.indexOf('=');
      if (equals < 0) continue;
      String key = part.substring(0, equals);
      String value = Uri.decode(part.substring(equals + 1));
      switch (key) {
        case "action": intent.setAction(value); break;
        case "category": intent.addCategory(value); break;
        case "component": intent.setComponent(ComponentName.unflattenFromString(value)); break;
        case "package": intent.setPackage(value); break;
        case "launchFlags": intent.setFlags((int) (long) Long.decode(value)); break;
        case "scheme": data = value + ":" + data; break;
        default:
          if (key.startsWith("S.")) intent.putExtra(key.substring(2), value);
          else if (key.startsWith("i.")) intent.putExtra(key.substring(2), Integer.parseInt(value));
          else if (key.startsWith("l.")) intent.putExtra(key.substring(2), Long.parseLong(value));
          else if (key.startsWith("B.")) intent.putExtra(key.substring(2), Boolean.parseBoolean(value));
      }
    }
    if (!data.isEmpty()) intent.setData(Uri.parse(data));
    return intent;
  }

  public Intent(String action) { this.action = action; }

  /** An intent for {@code action} on {@code uri}. */
  public Intent(String action, Uri uri) {
    this.action = action;
    this.data = uri;
  }

  /** An explicit intent for {@code action} on {@code uri} to {@code target}. */
  public Intent(String action, Uri uri, Context context, Class<?> target) {
    this(action, uri);
    this.component = new ComponentName(context, target);
  }

  /** An explicit intent to {@code target} (the harness names the component by the class's simple name). */
  public Intent(Context context, Class<?> target) { this.component = new ComponentName(context, target); }

  public Intent(Intent other) {
    component = other.component;
    action = other.action;
    flags = other.flags;
    extras = other.extras == null ? null : new Bundle(other.extras);
    categories.addAll(other.categories);
    data = other.data;
    packageName = other.packageName;
  }

  /** {@code setClass(context, cls)}: the component {@code cls} of the context's package. */
  public Intent setClass(Context context, Class<?> target) { component = new ComponentName(context, target); return this; }
  /** {@code setClassName(packageName, className)}: the component by name (the harness names it by the class's simple name). */
  public Intent setClassName(String packageName, String className) { component = new ComponentName(packageName, className); return this; }
  /** {@code setClassName(context, className)}: the component {@code className} of the context's package. */
  public Intent setClassName(Context context, String className) { component = new ComponentName(context, className); return this; }
  /** {@code makeMainActivity(mainActivity)}: {@code ACTION_MAIN} in {@code CATEGORY_LAUNCHER} to {@code mainActivity}. */
  public static Intent makeMainActivity(ComponentName mainActivity) {
    return new Intent(ACTION_MAIN).setComponent(mainActivity).addCategory(CATEGORY_LAUNCHER);
  }

  /** {@code setComponent(component)}: the explicit component, or null for none. */
  public Intent setComponent(ComponentName component) { this.component = component; return this; }
  /** The explicit component, or null. */
  public ComponentName getComponent() { return component; }
  public Intent setAction(String action) { this.action = action; return this; }
  public String getAction() { return action; }
  public Intent addFlags(int flags) { this.flags |= flags; return this; }
  public Intent setFlags(int flags) { this.flags = flags; return this; }
  public int getFlags() { return flags; }
  public Intent addCategory(String category) { categories.add(category); return this; }
  /** {@code setData(uri)}: the data URI (a deep link). */
  public Intent setData(Uri data) { this.data = data; return this; }
  /** The data URI, or null. */
  public Uri getData() { return data; }
  /** The data URI as text, or null. */
  public String getDataString() { return data == null ? null : data.toString(); }
  /** {@code setPackage}: limits the intent to one app's components (the component, when set, is not changed). */
  public Intent setPackage(String packageName) { this.packageName = packageName; return this; }
  /** The package the intent is limited to ({@code setPackage}), or null: not the component's. */
  public String getPackage() { return packageName; }
  /** The categories, or null when none. */
  public java.util.Set<String> getCategories() { return categories.isEmpty() ? null : new java.util.LinkedHashSet<>(categories); }
  /** Whether it has {@code category}. */
  public boolean hasCategory(String category) { return categories.contains(category); }
  /** Removes the flags {@code flags}. */
  public void removeFlags(int flags) { this.flags &= ~flags; }
  /** The component's name as the harness names components: the class's simple name (without its outer classes), or null. */
  private String harnessComponent() {
    if (component == null) return null;
    String name = component.getClassName();
    name = name.substring(name.lastIndexOf('.') + 1);
    return name.substring(name.lastIndexOf('$') + 1);
  }

  public Intent putExtra(String key, String value) {
    if (extras == null) extras = new Bundle();
    extras.putString(key, value);
    return this;
  }

  /** Extras of other types, kept with their type (a number stays a number). */
  public Intent putExtra(String key, int value) { return putValue(key, value); }
  public Intent putExtra(String key, long value) { return putValue(key, value); }
  public Intent putExtra(String key, boolean value) { return putValue(key, value); }
  public Intent putExtra(String key, double value) { return putValue(key, value); }
  public Intent putExtra(String key, float value) { return putValue(key, value); }
  public Intent putExtra(String key, CharSequence value) { return putValue(key, value == null ? null : value.toString()); }
  public Intent putExtra(String key, String[] value) { return putValue(key, value); }
  public Intent putExtra(String key, Bundle value) { return putValue(key, value); }
  public Intent putExtra(String key, java.io.Serializable value) { return putValue(key, value); }

  private Intent putValue(String key, Object value) {
    if (extras == null) extras = new Bundle();
    SharedSecrets.bundles().putValue(extras, key, value);
    return this;
  }

  /** {@code putExtras(intent)}: the other intent's extras. */
  public Intent putExtras(Intent other) { return putExtras(other.extras); }

  /** {@code removeExtra(key)}. */
  public void removeExtra(String key) { if (extras != null) extras.remove(key); }

  public int getIntExtra(String key, int fallback) { return extras == null ? fallback : extras.getInt(key, fallback); }
  public long getLongExtra(String key, long fallback) { return extras == null ? fallback : extras.getLong(key, fallback); }
  public boolean getBooleanExtra(String key, boolean fallback) { return extras == null ? fallback : extras.getBoolean(key, fallback); }
  public Bundle getBundleExtra(String key) { return extras == null ? null : extras.getBundle(key); }
  public java.io.Serializable getSerializableExtra(String key) { return extras == null ? null : extras.getSerializable(key); }
  public CharSequence getCharSequenceExtra(String key) { return extras == null ? null : extras.getCharSequence(key); }

  public Intent putExtras(Bundle bundle) {
    if (extras == null) extras = new Bundle();
    extras.putAll(bundle);
    return this;
  }

  public Bundle getExtras() { return extras == null ? null : new Bundle(extras); }
  public String getStringExtra(String key) { return extras == null ? null : extras.getString(key); }
  public boolean hasExtra(String key) { return extras != null && extras.containsKey(key); }

  /** The intent as the protocol reports it. */
  private Map<String, Object> toMap() {
    Map<String, Object> value = new LinkedHashMap<>();
    if (component != null) value.put("component", harnessComponent());
    if (action != null) value.put("action", action);
    if (!categories.isEmpty()) value.put("categories", new ArrayList<>(categories));
    if (data != null) value.put("data", data.toString());
    List<String> names = new ArrayList<>();
    for (Object[] flag : FLAG_NAMES) if ((flags & (Integer) flag[0]) != 0) names.add((String) flag[1]);
    value.put("flags", names);
    value.put("extras", extras == null ? new LinkedHashMap<>() : SharedSecrets.bundles().toMap(extras));
    return value;
  }

  /** The component of the app's class the harness names {@code name} (its simple name). */
  private static ComponentName harnessComponent(String name) {
    return new ComponentName(KitProcess.packageName(), KitProcess.componentClass(name));
  }

  /** An intent as the harness describes it. */
  @SuppressWarnings("unchecked")
  private static Intent fromMap(Map<String, Object> value) {
    Intent intent = new Intent();
    if (value == null) return intent;
    if (value.get("component") instanceof String) intent.component = harnessComponent((String) value.get("component"));
    if (value.get("action") instanceof String) intent.action = (String) value.get("action");
    if (value.get("data") instanceof String) intent.data = Uri.parse((String) value.get("data"));
    if (value.get("categories") instanceof List) for (Object c : (List<Object>) value.get("categories")) intent.categories.add(String.valueOf(c));
    if (value.get("flags") instanceof List) {
      for (Object name : (List<Object>) value.get("flags")) {
        for (Object[] flag : FLAG_NAMES) if (flag[1].equals(name)) intent.flags |= (Integer) flag[0];
      }
    }
    if (value.get("extras") instanceof Map) intent.extras = SharedSecrets.bundles().of((Map<String, Object>) value.get("extras"));
    return intent;
  }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets). */
  private static final SharedSecrets.IntentAccess ACCESS = new SharedSecrets.IntentAccess() {
    @Override public Map<String, Object> toMap(Intent intent) { return intent.toMap(); }
    @Override public Intent fromMap(Map<String, Object> value) { return Intent.fromMap(value); }
    @Override public String component(Intent intent) { return intent.harnessComponent(); }
    @Override public void component(Intent intent, String component) { intent.component = component == null ? null : harnessComponent(component); }
  };

  static { SharedSecrets.register(Intent.class, SharedSecrets.IntentAccess.class, ACCESS); }

  @Override public String toString() { return "Intent" + toMap(); }
}
