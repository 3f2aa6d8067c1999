package android.os;

import dev.trackcheck.kit.KitProcess;

/**
 * {@code android.os.Build}: the device. {@link VERSION#SDK_INT} is the API level the adapter
 * declares ({@code new App(c).apiLevel(…)}, else its {@code targetSdk}, else 34). As on Android,
 * it is not a compile-time constant: it is read when the class is initialised, in each app
 * process (the kit loads the app's classes, this one among them, afresh per process); see
 * https://developer.android.com/reference/android/os/Build.VERSION.
 */
public class Build {
  /** The device's maker, as a stand-in's. */
  public static final String MANUFACTURER = "trackcheck";
  /** The device's brand. */
  public static final String BRAND = "trackcheck";
  /** The device's model. */
  public static final String MODEL = "trackcheck-android";
  /** The device's name. */
  public static final String DEVICE = "trackcheck";
  /** The product's name. */
  public static final String PRODUCT = "trackcheck";

  /** The platform's version. */
  public static class VERSION {
    /** The API level the device runs. */
    public static final int SDK_INT = KitProcess.apiLevel();
    /** The user-visible version ("14" for API 34). */
    public static final String RELEASE = release(SDK_INT);
    /** The codename: {@code REL} on a release. */
    public static final String CODENAME = "REL";

    private static String release(int level) {
      if (level >= 29) return String.valueOf(level - 19);
      if (level >= 26) return level == 26 ? "8.0.0" : level == 27 ? "8.1.0" : "9";
      return level >= 24 ? (level == 24 ? "7.0" : "7.1") : "6.0";
    }
  }

  /** The API levels by name (compile-time constants, as Android's). */
  public static class VERSION_CODES {
    public static final int BASE = 1;
    public static final int KITKAT = 19;
    public static final int LOLLIPOP = 21;
    public static final int LOLLIPOP_MR1 = 22;
    public static final int M = 23;
    public static final int N = 24;
    public static final int N_MR1 = 25;
    public static final int O = 26;
    public static final int O_MR1 = 27;
    public static final int P = 28;
    public static final int Q = 29;
    public static final int R = 30;
    public static final int S = 31;
    public static final int S_V2 = 32;
    public static final int TIRAMISU = 33;
    public static final int UPSIDE_DOWN_CAKE = 34;
    public static final int VANILLA_ICE_CREAM = 35;
    public static final int CUR_DEVELOPMENT = 10000;
  }
}
