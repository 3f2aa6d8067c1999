package android.content;

import java.util.Map;
import java.util.Set;

/**
 * {@code android.content.SharedPreferences}: values the app keeps on disk. As on a device they
 * outlive the app's process ({@code Process.killed}) and end with the app's installation: a new
 * case starts without them.
 */
public interface SharedPreferences {
  Map<String, ?> getAll();
  String getString(String key, String defValue);
  Set<String> getStringSet(String key, Set<String> defValues);
  int getInt(String key, int defValue);
  long getLong(String key, long defValue);
  float getFloat(String key, float defValue);
  boolean getBoolean(String key, boolean defValue);
  boolean contains(String key);
  Editor edit();

  /** {@code SharedPreferences.Editor}: changes, applied by {@link #commit()} or {@link #apply()}. */
  interface Editor {
    Editor putString(String key, String value);
    Editor putStringSet(String key, Set<String> values);
    Editor putInt(String key, int value);
    Editor putLong(String key, long value);
    Editor putFloat(String key, float value);
    Editor putBoolean(String key, boolean value);
    Editor remove(String key);
    Editor clear();
    boolean commit();
    void apply();
  }
}
