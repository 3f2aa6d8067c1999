package dev.trackcheck.kit;

import android.content.SharedPreferences;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** The kit's {@link SharedPreferences}: one file's values, kept for the case (its app's installation). */
final class Preferences implements SharedPreferences {
  private final Map<String, Object> values;

  Preferences(Map<String, Object> values) { this.values = values; }

  private synchronized Object get(String key) { return values.get(key); }

  @Override public synchronized Map<String, ?> getAll() { return new LinkedHashMap<>(values); }
  @Override public String getString(String key, String defValue) { Object v = get(key); return v instanceof String ? (String) v : defValue; }
  @Override @SuppressWarnings("unchecked") public Set<String> getStringSet(String key, Set<String> defValues) { Object v = get(key); return v instanceof Set ? new LinkedHashSet<>((Set<String>) v) : defValues; }
  @Override public int getInt(String key, int defValue) { Object v = get(key); return v instanceof Integer ? (Integer) v : defValue; }
  @Override public long getLong(String key, long defValue) { Object v = get(key); return v instanceof Long ? (Long) v : defValue; }
  @Override public float getFloat(String key, float defValue) { Object v = get(key); return v instanceof Float ? (Float) v : defValue; }
  @Override public boolean getBoolean(String key, boolean defValue) { Object v = get(key); return v instanceof Boolean ? (Boolean) v : defValue; }
  @Override public synchronized boolean contains(String key) { return values.containsKey(key); }

  @Override
  public Editor edit() {
    return new Editor() {
      private final Map<String, Object> changes = new LinkedHashMap<>();
      private boolean clear;

      private Editor put(String key, Object value) { changes.put(key, value); return this; }
      @Override public Editor putString(String key, String value) { return put(key, value); }
      @Override public Editor putStringSet(String key, Set<String> value) { return put(key, value == null ? null : new LinkedHashSet<>(value)); }
      @Override public Editor putInt(String key, int value) { return put(key, value); }
      @Override public Editor putLong(String key, long value) { return put(key, value); }
      @Override public Editor putFloat(String key, float value) { return put(key, value); }
      @Override public Editor putBoolean(String key, boolean value) { return put(key, value); }
      @Override public Editor remove(String key) { return put(key, null); }
      @Override public Editor clear() { clear = true; return this; }

      @Override
      public boolean commit() {
        synchronized (Preferences.this) {
          if (clear) values.clear();
          for (Map.Entry<String, Object> change : changes.entrySet()) {
            if (change.getValue() == null) values.remove(change.getKey());
            else values.put(change.getKey(), change.getValue());
          }
        }
        changes.clear();
        clear = false;
        return true;
      }

      @Override public void apply() { commit(); }
    };
  }
}
