package android.content.res;

import java.util.Map;
import dev.trackcheck.kit.internal.SharedSecrets;

/** {@code android.content.res.Configuration}: what {@code Activity.onConfigurationChanged} receives. */
public final class Configuration {
  public static final int ORIENTATION_UNDEFINED = 0;
  public static final int ORIENTATION_PORTRAIT = 1;
  public static final int ORIENTATION_LANDSCAPE = 2;

  /** The orientation after the change. */
  public int orientation = ORIENTATION_UNDEFINED;

  /** The configuration the harness describes ({@code {"orientation": "landscape"}}). */
  private static Configuration fromMap(Map<String, Object> value) {
    Configuration configuration = new Configuration();
    Object orientation = value == null ? null : value.get("orientation");
    if ("landscape".equals(orientation)) configuration.orientation = ORIENTATION_LANDSCAPE;
    else if ("portrait".equals(orientation)) configuration.orientation = ORIENTATION_PORTRAIT;
    return configuration;
  }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets). */
  private static final SharedSecrets.ConfigurationAccess ACCESS = Configuration::fromMap;

  static { SharedSecrets.register(Configuration.class, SharedSecrets.ConfigurationAccess.class, ACCESS); }
}
