package android.content.res;

import java.util.Map;

/** {@code android.content.res.Configuration}: what {@code Activity.onConfigurationChanged} receives. */
public final class Configuration {
  public static final int ORIENTATION_UNDEFINED = 0;
  public static final int ORIENTATION_PORTRAIT = 1;
  public static final int ORIENTATION_LANDSCAPE = 2;

  /** The orientation after the change. */
  public int orientation = ORIENTATION_UNDEFINED;

  /** The configuration the harness describes ({@code {"orientation": "landscape"}}). */
  public static Configuration fromMap(Map<String, Object> value) {
    Configuration configuration = new Configuration();
    Object orientation = value == null ? null : value.get("orientation");
    if ("landscape".equals(orientation)) configuration.orientation = ORIENTATION_LANDSCAPE;
    else if ("portrait".equals(orientation)) configuration.orientation = ORIENTATION_PORTRAIT;
    return configuration;
  }
}
