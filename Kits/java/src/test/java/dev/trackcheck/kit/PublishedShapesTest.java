package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.app.Activity;
import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.text.Editable;
import android.text.TextUtils;
import android.widget.EditText;
import android.widget.RemoteViews;
import androidx.core.app.NotificationCompat;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The stand-ins' published shapes behave as Android's: components, task stacks (what
 * {@code TaskStackBuilder.getPendingIntent} posts is a {@code getActivities} PendingIntent, reported
 * as the protocol reports one), notification actions and custom layouts, the text classes, and
 * dialogs, activity results, action bars, launchers, extensions and web-view engines.
 */
class PublishedShapesTest {
  /** The app of these tests: Main (the launcher), Detail whose parent is Main, Deep whose parent is Detail. */
  private static void startApp() {
    KitProcess.start(new android.app.Application(), 34, 34, null, "Main",
        Map.of("Main", "com.example.app.Main", "Detail", "com.example.app.Detail", "Deep", "com.example.app.Deep"),
        Map.of("com.example.app.Detail", "com.example.app.Main", "com.example.app.Deep", "com.example.app.Detail"));
  }

  @AfterEach
  void endApp() { KitProcess.start(null, KitProcess.DEFAULT_API_LEVEL, KitProcess.DEFAULT_API_LEVEL, null, null); }

  /** What the app posted, as protocol 3 reports it. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> posted(Notification notification) {
    SharedSecrets.NotificationManagerAccess managers = SharedSecrets.notificationManagers();
    managers.reset(true, false);
    ((NotificationManager) new Context().getSystemService(Context.NOTIFICATION_SERVICE)).notify(7, notification);
    return ((List<Map<String, Object>>) managers.take(3).get("posted")).get(0);
  }

  @Test
  @SuppressWarnings("unchecked")
  void aTaskStackIsAGetActivitiesPendingIntentWithTheManifestsParents() {
    startApp();
    Context context = new Context();
    Intent detail = new Intent().setClassName(context, "com.example.app.Detail").putExtra("_dId", "d1");
    for (boolean platform : new boolean[] {true, false}) {
      PendingIntent stack = platform
          ? android.app.TaskStackBuilder.create(context).addNextIntentWithParentStack(detail).getPendingIntent(3, PendingIntent.FLAG_IMMUTABLE)
          : androidx.core.app.TaskStackBuilder.create(context).addNextIntentWithParentStack(detail).getPendingIntent(3, PendingIntent.FLAG_IMMUTABLE);
      Map<String, Object> contentIntent =
          (Map<String, Object>) posted(new Notification.Builder(context, "c").setContentIntent(stack).build()).get("contentIntent");
      assertEquals("activities", contentIntent.get("kind"));
      assertEquals(3, contentIntent.get("requestCode"));
      assertEquals(List.of("FLAG_IMMUTABLE"), contentIntent.get("flags"));
      List<Map<String, Object>> intents = (List<Map<String, Object>>) contentIntent.get("intents");
      assertEquals(2, intents.size(), String.valueOf(intents));
      // The parent below, a MAIN intent as the root of the stack, with the task's flags (TASK_ON_HOME is not reported).
      assertEquals("Main", intents.get(0).get("component"));
      assertEquals(Intent.ACTION_MAIN, intents.get(0).get("action"));
      assertEquals(List.of(Intent.CATEGORY_LAUNCHER), intents.get(0).get("categories"));
      assertEquals(List.of("FLAG_ACTIVITY_NEW_TASK", "FLAG_ACTIVITY_CLEAR_TASK"), intents.get(0).get("flags"));
      assertEquals("Detail", intents.get(1).get("component"));
      assertEquals(List.of(), intents.get(1).get("flags"));
      assertEquals(Map.of("_dId", "d1"), intents.get(1).get("extras"));
    }
    assertEquals(0, detail.getFlags(), "the builder copies the intents it was given");
  }

  @Test
  void parentsAreTheManifestsAsEachBuilderReadsIt() {
    startApp();
    Context context = new Context();
    ComponentName deep = new ComponentName(context, "com.example.app.Deep");
    Intent[] platform = android.app.TaskStackBuilder.create(context).addParentStack(deep).getIntents();
    assertEquals(List.of("com.example.app.Main", "com.example.app.Detail"), List.of(platform[0].getComponent().getClassName(), platform[1].getComponent().getClassName()));
    assertEquals(Intent.ACTION_MAIN, platform[0].getAction(), "the root of a stack that starts with the parents");
    assertTrue((platform[0].getFlags() & Intent.FLAG_ACTIVITY_TASK_ON_HOME) != 0);
    // AndroidX makes a MAIN intent of the parent with no parent of its own, wherever it is.
    androidx.core.app.TaskStackBuilder compat = androidx.core.app.TaskStackBuilder.create(context).addNextIntent(new Intent("first")).addParentStack(deep);
    assertEquals(3, compat.getIntentCount());
    assertEquals(Intent.ACTION_MAIN, compat.editIntentAt(1).getAction());
    android.app.TaskStackBuilder later = android.app.TaskStackBuilder.create(context).addNextIntent(new Intent("first")).addParentStack(deep);
    assertNull(later.editIntentAt(1).getAction(), "the platform's builder makes a MAIN intent only of the stack's root");

    Activity detail = new Activity() {};
    assertNull(detail.getParentActivityIntent(), "an activity the manifest gives no parent");
    assertThrows(IllegalStateException.class, () -> android.app.TaskStackBuilder.create(context).getPendingIntent(0, 0));
    assertThrows(IllegalStateException.class, () -> androidx.core.app.TaskStackBuilder.create(context).getPendingIntent(0, 0));
  }

  @Test
  void anIntentsComponentIsAComponentNameAndItsPackageIsItsOwn() throws Exception {
    startApp();
    Context context = new Context();
    Intent intent = new Intent(context, PublishedShapesTest.class);
    assertEquals(new ComponentName("com.example.app", PublishedShapesTest.class.getName()), intent.getComponent());
    assertNull(intent.getPackage(), "setPackage, not the component, gives the package");
    intent.setPackage("com.example.other");
    assertEquals("com.example.other", intent.getPackage());
    assertEquals("com.example.app", intent.getComponent().getPackageName());
    assertEquals("PublishedShapesTest", SharedSecrets.intents().toMap(intent).get("component"), "the harness names a component by its simple name");
    assertNull(new Intent().setComponent(null).getComponent());

    // The harness's name is the app's class: the manifest's full name.
    Intent fromHarness = SharedSecrets.intents().fromMap(Map.of("component", "Detail"));
    assertEquals("com.example.app.Detail", fromHarness.getComponent().getClassName());
    assertEquals("Detail", SharedSecrets.intents().component(fromHarness));

    ComponentName name = ComponentName.unflattenFromString("com.example.app/.Detail");
    assertEquals("com.example.app.Detail", name.getClassName());
    assertEquals(".Detail", name.getShortClassName());
    assertEquals("com.example.app/.Detail", name.flattenToShortString());
    assertEquals("com.example.app/com.example.app.Detail", name.flattenToString());
    assertEquals("ComponentInfo{com.example.app/com.example.app.Detail}", name.toString());
    assertNull(ComponentName.unflattenFromString("no-slash"));
    assertEquals(name, Intent.parseUri("intent:#Intent;component=com.example.app/.Detail;end", 0).getComponent());
    assertNotEquals(0, name.compareTo(new ComponentName("com.example.app", "com.example.app.Main")));
  }

  @Test
  @SuppressWarnings({"unchecked", "deprecation"})
  void actionsAreAnArrayAndCustomLayoutsAreKept() {
    Context context = new Context();
    assertNull(new Notification.Builder(context, "c").build().actions, "no buttons: null, as Android leaves it");
    PendingIntent open = PendingIntent.getActivity(context, 1, new Intent("open"), PendingIntent.FLAG_IMMUTABLE);
    RemoteViews layout = new RemoteViews("com.example.app", 0x7f0b0001);
    layout.setTextViewText(android.R.id.title, "Sale");
    layout.setImageViewResource(android.R.id.icon, android.R.drawable.ic_dialog_info);
    layout.setOnClickPendingIntent(android.R.id.icon, open);
    NotificationCompat.Action read = new NotificationCompat.Action.Builder(0, "Read", open).build();
    Notification notification = new NotificationCompat.Builder(context, "c")
        .addAction(read).addAction(0, "Later", null).setCustomContentView(layout).setCustomBigContentView(layout).build();
    assertEquals(2, notification.actions.length);
    assertEquals("Read", notification.actions[0].title);
    assertSame(open, notification.actions[0].actionIntent);
    assertSame(layout, notification.contentView);
    assertSame(layout, notification.bigContentView);
    assertEquals(0x7f0b0001, layout.getLayoutId());
    assertEquals("com.example.app", layout.getPackage());
    List<Map<String, Object>> actions = (List<Map<String, Object>>) posted(notification).get("actions");
    assertEquals("Read", actions.get(0).get("title"));
    assertEquals("Later", actions.get(1).get("title"));
    assertNull(actions.get(1).get("intent"));
    assertEquals(17301659, android.R.drawable.ic_dialog_info, "Android's own value");
  }

  @Test
  void theTextClassesAreAndroids() {
    EditText field = new EditText(new Context());
    field.setText("Hello");
    Editable text = field.getText();
    text.append(", world").insert(0, ">").delete(0, 1);
    assertEquals("Hello, world", field.getText().toString(), "the field's own text, changed in place");
    assertSame(text, field.getText());
    field.setText("Bye");
    assertEquals("Hello, world", text.toString(), "setText gives the field a new text");
    assertEquals("Bye", field.getText().toString());
    text.clear();
    assertEquals(0, text.length());

    assertEquals("a, b, c", TextUtils.join(", ", List.of("a", "b", "c")));
    assertEquals(",x", TextUtils.join(",", new Object[] {"", "x"}), "an empty first token still gets its delimiter");

    android.media.AudioAttributes attributes = new android.media.AudioAttributes.Builder()
        .setUsage(android.media.AudioAttributes.USAGE_NOTIFICATION).setContentType(android.media.AudioAttributes.CONTENT_TYPE_SONIFICATION).build();
    android.app.NotificationChannel channel = new android.app.NotificationChannel("c", "Offers", NotificationManager.IMPORTANCE_HIGH);
    assertEquals(android.media.RingtoneManager.getDefaultUri(android.media.RingtoneManager.TYPE_NOTIFICATION), channel.getSound());
    channel.setSound(null, attributes);
    assertNull(channel.getSound(), "a silent channel");
    assertEquals(android.media.AudioAttributes.USAGE_NOTIFICATION, channel.getAudioAttributes().getUsage());

    android.content.pm.ApplicationInfo info = new Context().getApplicationInfo();
    info.nonLocalizedLabel = " My App ";
    assertEquals("My App", info.loadLabel(new Context().getPackageManager()));
    info.nonLocalizedLabel = null;
    assertEquals("com.example.app", new Context().getPackageManager().getApplicationLabel(info), "no label: the package");
  }

  /**
   * The classes the kit once stood in for with {@code Object} or its own members: AppCompat's
   * dialogs are {@code android.app.Dialog}s, {@code StartActivityForResult} parses an
   * {@code ActivityResult}, {@code getSupportActionBar()} is an {@code ActionBar},
   * {@code launch(input)} is {@code launch(input, null)}, and an extension or a web view can be
   * made with the published constructors.
   */
  @Test
  void dialogsResultsActionBarsLaunchersExtensionsAndEnginesAreThePublishedClasses() {
    Context context = new Context();
    android.app.Dialog dialog = new androidx.appcompat.app.AlertDialog.Builder(context).setTitle("Title").setMessage("Message").create();
    assertTrue(dialog instanceof androidx.appcompat.app.AppCompatDialog && dialog instanceof androidx.activity.ComponentDialog);
    assertSame(context, dialog.getContext());
    dialog.show();
    assertTrue(dialog.isShowing());
    dialog.cancel();
    assertFalse(dialog.isShowing());

    androidx.activity.result.ActivityResult result =
        new androidx.activity.result.contract.ActivityResultContracts.StartActivityForResult().parseResult(Activity.RESULT_OK, new Intent("done"));
    assertEquals(Activity.RESULT_OK, result.getResultCode());
    assertEquals("done", result.getData().getAction());
    assertEquals("RESULT_OK", androidx.activity.result.ActivityResult.resultCodeToString(result.getResultCode()));

    androidx.appcompat.app.AppCompatActivity activity = new androidx.appcompat.app.AppCompatActivity();
    androidx.appcompat.app.ActionBar bar = activity.getSupportActionBar();
    assertSame(bar, activity.getSupportActionBar(), "one bar per activity");
    bar.setTitle("Inbox");
    bar.setDisplayHomeAsUpEnabled(true);
    bar.hide();
    assertEquals("Inbox", bar.getTitle());
    assertTrue((bar.getDisplayOptions() & androidx.appcompat.app.ActionBar.DISPLAY_HOME_AS_UP) != 0);
    assertFalse(bar.isShowing());

    List<Object> launched = new java.util.ArrayList<>();
    androidx.activity.result.ActivityResultLauncher<String> launcher = new androidx.activity.result.ActivityResultLauncher<>() {
      @Override public void launch(String input, androidx.core.app.ActivityOptionsCompat options) { launched.add(input); launched.add(options); }
      @Override public void unregister() {}
    };
    launcher.launch("plain");
    launcher.launch("basic", androidx.core.app.ActivityOptionsCompat.makeBasic());
    assertEquals("plain", launched.get(0));
    assertNull(launched.get(1));
    assertNotNull(((androidx.core.app.ActivityOptionsCompat) launched.get(3)).toBundle());

    List<Object> dispatched = new java.util.ArrayList<>();
    com.adobe.marketing.mobile.ExtensionApi api = new com.adobe.marketing.mobile.ExtensionApi() {
      @Override public void dispatch(com.adobe.marketing.mobile.Event event) { dispatched.add(event); }
      @Override public void startEvents() {}
      @Override public void stopEvents() {}
      @Override public void createSharedState(Map<String, Object> state, com.adobe.marketing.mobile.Event event) {}
      @Override public void createXDMSharedState(Map<String, Object> state, com.adobe.marketing.mobile.Event event) {}
      @Override public void unregisterExtension() {}
    };
    com.adobe.marketing.mobile.Extension extension = new com.adobe.marketing.mobile.Extension(api) {};
    assertSame(api, extension.getApi());

    android.view.View page = new android.view.View(context);
    List<String> engineCalls = new java.util.ArrayList<>();
    org.apache.cordova.CordovaWebViewEngine engine = new org.apache.cordova.CordovaWebViewEngine() {
      @Override public android.view.View getView() { return page; }
      @Override public void loadUrl(String url, boolean clearNavigationStack) { engineCalls.add("loadUrl " + url); }
      @Override public void stopLoading() { engineCalls.add("stopLoading"); }
      @Override public String getUrl() { return null; }
      @Override public void clearCache() {}
      @Override public void clearHistory() {}
      @Override public boolean canGoBack() { return true; }
      @Override public boolean goBack() { engineCalls.add("goBack"); return true; }
      @Override public void setPaused(boolean value) {}
      @Override public void destroy() {}
    };
    org.apache.cordova.CordovaWebViewImpl webView = new org.apache.cordova.CordovaWebViewImpl(engine);
    assertSame(engine, webView.getEngine());
    assertSame(page, webView.getView());
    assertSame(context, webView.getContext());
    assertTrue(webView.backHistory());
    webView.stopLoading();
    assertEquals(List.of("goBack", "stopLoading"), engineCalls);
  }

  /** AEPMessaging's payload read from an interaction's intent, as its SDK-path listener gets it. */
  @Test
  void aMessagingPayloadComesFromAnIntentWithItsMessageId() {
    Intent intent = new Intent().putExtra("google.message_id", "0:17").putExtra("adb_title", "Sale").putExtra("count", 3);
    com.adobe.marketing.mobile.MessagingPushPayload payload = new com.adobe.marketing.mobile.MessagingPushPayload(intent);
    assertEquals("0:17", payload.getMessageId());
    assertEquals("Sale", payload.getTitle());
    assertFalse(payload.getData().containsKey("count"), "only string extras, as the SDK reads them");
    assertEquals("m1", new com.adobe.marketing.mobile.MessagingPushPayload(new Intent().putExtra("messageId", "m1")
        .putExtra("google.message_id", "0:17")).getMessageId());
    Intent copy = new Intent();
    payload.putDataInExtras(copy);
    assertEquals("Sale", copy.getStringExtra("adb_title"));
    assertNull(new com.adobe.marketing.mobile.MessagingPushPayload(Map.of("adb_title", "x")).getMessageId());
  }
}
