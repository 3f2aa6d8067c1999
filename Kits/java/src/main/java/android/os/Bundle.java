package android.os;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import dev.trackcheck.kit.internal.SharedSecrets;

/** {@code android.os.Bundle}: a map of keys to values, as intent extras carry them. */
public class Bundle {
  private final Map<String, Object> values = new LinkedHashMap<>();

  public Bundle() {}

  public Bundle(Bundle other) { if (other != null) values.putAll(other.values); }

  public void putString(String key, String value) { values.put(key, value); }
  public void putInt(String key, int value) { values.put(key, value); }
  public void putLong(String key, long value) { values.put(key, value); }
  public void putBoolean(String key, boolean value) { values.put(key, value); }
  public void putDouble(String key, double value) { values.put(key, value); }
  public void putFloat(String key, float value) { values.put(key, value); }
  public void putCharSequence(String key, CharSequence value) { values.put(key, value); }
  public void putBundle(String key, Bundle value) { values.put(key, value); }
  public void putSerializable(String key, java.io.Serializable value) { values.put(key, value); }
  public void putStringArray(String key, String[] value) { values.put(key, value); }
  public void putStringArrayList(String key, java.util.ArrayList<String> value) { values.put(key, value); }
  public int getInt(String key) { return getInt(key, 0); }
  public int getInt(String key, int fallback) { Object value = values.get(key); return value instanceof Integer ? (Integer) value : fallback; }
  public long getLong(String key) { return getLong(key, 0L); }
  public long getLong(String key, long fallback) { Object value = values.get(key); return value instanceof Long ? (Long) value : fallback; }
  public boolean getBoolean(String key) { return getBoolean(key, false); }
  public boolean getBoolean(String key, boolean fallback) { Object value = values.get(key); return value instanceof Boolean ? (Boolean) value : fallback; }
  public double getDouble(String key, double fallback) { Object value = values.get(key); return value instanceof Double ? (Double) value : fallback; }
  public CharSequence getCharSequence(String key) { Object value = values.get(key); return value instanceof CharSequence ? (CharSequence) value : null; }
  public Bundle getBundle(String key) { Object value = values.get(key); return value instanceof Bundle ? (Bundle) value : null; }
  public java.io.Serializable getSerializable(String key) { Object value = values.get(key); return value instanceof java.io.Serializable ? (java.io.Serializable) value : null; }
  public String[] getStringArray(String key) { Object value = values.get(key); return value instanceof String[] ? (String[]) value : null; }
  @SuppressWarnings("unchecked")
  public java.util.ArrayList<String> getStringArrayList(String key) { Object value = values.get(key); return value instanceof java.util.ArrayList ? (java.util.ArrayList<String>) value : null; }
  public void clear() { values.clear(); }
  public void putAll(Bundle other) { if (other != null) values.putAll(other.values); }
  public String getString(String key) { Object value = values.get(key); return value instanceof String ? (String) value : null; }
  public String getString(String key, String fallback) { String value = getString(key); return value == null ? fallback : value; }
  public Object get(String key) { return values.get(key); }
  public boolean containsKey(String key) { return values.containsKey(key); }
  public Set<String> keySet() { return values.keySet(); }
  public int size() { return values.size(); }
  public boolean isEmpty() { return values.isEmpty(); }
  public void remove(String key) { values.remove(key); }

  /** The values, as the kit reports them. */
  private Map<String, Object> toMap() {
    Map<String, Object> map = new LinkedHashMap<>();
    for (Map.Entry<String, Object> entry : values.entrySet()) {
      map.put(entry.getKey(), entry.getValue() instanceof Bundle ? ((Bundle) entry.getValue()).toMap() : entry.getValue());
    }
    return map;
  }

  /** A bundle of the values of {@code map}. */
  private static Bundle of(Map<String, ?> map) {
    Bundle bundle = new Bundle();
    if (map == null) return bundle;
    // A JSON null is a null extra, as putExtra(key, (String) null) stores it: getString gives null, not "null".
    for (Map.Entry<String, ?> entry : map.entrySet()) {
      bundle.values.put(entry.getKey(), entry.getValue() == dev.trackcheck.kit.Json.NULL ? null : entry.getValue());
    }
    return bundle;
  }

  @Override public String toString() { return "Bundle" + values; }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets). */
  private static final SharedSecrets.BundleAccess ACCESS = new SharedSecrets.BundleAccess() {
    @Override public Bundle of(Map<String, ?> map) { return Bundle.of(map); }
    @Override public Map<String, Object> toMap(Bundle bundle) { return bundle.toMap(); }
    @Override public void putValue(Bundle bundle, String key, Object value) { bundle.values.put(key, value); }
  };

  static { SharedSecrets.register(Bundle.class, SharedSecrets.BundleAccess.class, ACCESS); }
}
