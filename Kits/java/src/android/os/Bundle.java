package android.os;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** {@code android.os.Bundle}: a map of keys to values, as intent extras carry them. */
public class Bundle {
  private final Map<String, Object> values = new LinkedHashMap<>();

  public Bundle() {}

  public Bundle(Bundle other) { if (other != null) values.putAll(other.values); }

  public void putString(String key, String value) { values.put(key, value); }
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
  public Map<String, Object> toMap() { return new LinkedHashMap<>(values); }

  /** A bundle of the values of {@code map}. */
  public static Bundle of(Map<String, ?> map) {
    Bundle bundle = new Bundle();
    if (map != null) bundle.values.putAll(map);
    return bundle;
  }

  @Override public String toString() { return "Bundle" + values; }
}
