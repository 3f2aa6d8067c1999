package org.apache.cordova;

import android.os.Bundle;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** {@code CordovaPreferences}: {@code config.xml}'s {@code <preference>}s (names case-insensitive), and the launch intent's extras over them. */
public class CordovaPreferences {
  private final HashMap<String, String> prefs = new HashMap<>(20);
  private Bundle preferencesBundleExtras;

  public void setPreferencesBundle(Bundle extras) { preferencesBundleExtras = extras; }

  public void set(String name, String value) { prefs.put(name.toLowerCase(Locale.ENGLISH), value); }
  public void set(String name, boolean value) { set(name, String.valueOf(value)); }
  public void set(String name, int value) { set(name, String.valueOf(value)); }
  public void set(String name, double value) { set(name, String.valueOf(value)); }

  public Map<String, String> getAll() { return prefs; }

  public boolean contains(String name) { return getString(name, null) != null; }

  public boolean getBoolean(String name, boolean defaultValue) {
    String value = getString(name, null);
    return value == null ? defaultValue : Boolean.parseBoolean(value);
  }

  /** An integer, also as {@code 0x…} or a {@code #RRGGBB} colour, as Cordova reads them. */
  public int getInteger(String name, int defaultValue) {
    String value = getString(name, null);
    if (value == null) return defaultValue;
    return (int) (long) Long.decode(value);
  }

  public double getDouble(String name, double defaultValue) {
    String value = getString(name, null);
    return value == null ? defaultValue : Double.valueOf(value);
  }

  public String getString(String name, String defaultValue) {
    String key = name.toLowerCase(Locale.ENGLISH);
    if (preferencesBundleExtras != null) {
      Object extra = preferencesBundleExtras.get(key);
      if (extra != null) return extra.toString();
    }
    String value = prefs.get(key);
    return value == null ? defaultValue : value;
  }
}
