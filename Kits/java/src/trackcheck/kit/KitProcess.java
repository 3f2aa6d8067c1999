package trackcheck.kit;

import android.app.Application;

/**
 * The app process the kit is playing: its {@code Application}, and the device's API level. The
 * kit's stand-ins read it ({@code Context.getApplicationContext()}, {@code Build.VERSION.SDK_INT});
 * adapters never need it.
 */
public final class KitProcess {
  /** The device's API level when the adapter declares none: the platform model's device. */
  public static final int DEFAULT_API_LEVEL = 34;

  private static Application application;
  private static int apiLevel = DEFAULT_API_LEVEL;

  private KitProcess() {}

  /** The process's {@code Application} (the app's subclass when it names one), null before a case. */
  public static synchronized Application application() { return application; }

  /** The API level the device runs, as {@code Build.VERSION.SDK_INT} answers it. */
  public static synchronized int apiLevel() { return apiLevel; }

  static synchronized void start(Application newApplication, int newApiLevel) {
    application = newApplication;
    apiLevel = newApiLevel;
  }
}
