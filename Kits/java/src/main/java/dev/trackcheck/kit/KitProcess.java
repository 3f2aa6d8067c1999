package dev.trackcheck.kit;

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
  private static int targetSdk = DEFAULT_API_LEVEL;
  private static Aapt resources;
  private static String launcher;
  /** The app's components' classes by the names the harness gives them (their simple names). */
  private static java.util.Map<String, String> componentClasses = java.util.Map.of();
  /** The manifest's {@code android:parentActivityName}s, by the activities' class names. */
  private static java.util.Map<String, String> activityParents = java.util.Map.of();
  private static android.app.Activity currentActivity;
  private static android.app.Application sdkApplication;
  private static com.adobe.marketing.mobile.PushNotificationListener pushNotificationListener;
  /** What outlives a process but not the case (the app's installation): preferences by file name, the files folder. */
  private static final java.util.Map<String, java.util.Map<String, Object>> PREFERENCES = new java.util.HashMap<>();
  private static java.nio.file.Path filesDir;

  private KitProcess() {}

  /** The process's {@code Application} (the app's subclass when it names one), null before a case. */
  public static synchronized Application application() { return application; }

  /** The API level the device runs, as {@code Build.VERSION.SDK_INT} answers it. */
  public static synchronized int apiLevel() { return apiLevel; }

  /** The app's {@code targetSdkVersion}: {@code new App(c).targetSdk(…)}, else the device's API level. */
  public static synchronized int targetSdk() { return targetSdk; }

  /** The app's resources (the {@code res} folder the adapter names), or null. */
  public static synchronized Aapt resources() { return resources; }

  /**
   * The activity last resumed in the process, as AEP Core's lifecycle callbacks keep it: only once
   * the app gave the SDK its application ({@code MobileCore.setApplication}); null in a new process.
   */
  public static synchronized android.app.Activity currentActivity() { return currentActivity; }

  /** {@code Activity.onResume}: the process's current activity, once the SDK has the application. */
  public static synchronized void resumed(android.app.Activity activity) {
    if (sdkApplication != null) currentActivity = activity;
  }

  /** The application the app gave the SDK in this process ({@code MobileCore.setApplication}); null in a new process. */
  public static synchronized android.app.Application sdkApplication() { return sdkApplication; }

  /** {@code MobileCore.setApplication(app)}: the SDK's hold on the app, for this process. */
  public static synchronized void sdkApplication(android.app.Application app) { sdkApplication = app; }

  /** The launcher activity's {@code MAIN} intent, or null when the app declares no activity. */
  public static synchronized android.content.Intent launchIntent() {
    if (launcher == null) return null;
    android.content.Intent intent = new android.content.Intent(android.content.Intent.ACTION_MAIN).addCategory(android.content.Intent.CATEGORY_LAUNCHER);
    intent.setClassName(packageName(), componentClass(launcher));
    return intent.addFlags(android.content.Intent.FLAG_ACTIVITY_NEW_TASK);
  }

  /** The app's package, as {@code Context.getPackageName()} answers it. */
  public static String packageName() { return "com.example.app"; }

  /**
   * The class of the app's component the harness names {@code name} (its simple name), as the
   * manifest declares it; {@code name} itself when the app declares no such component.
   */
  public static synchronized String componentClass(String name) { return componentClasses.getOrDefault(name, name); }

  /** The {@code android:parentActivityName} of the activity class {@code className}, as a class name; null when it has none. */
  public static synchronized String parentActivity(String className) { return activityParents.get(className); }

  /** {@code getSharedPreferences(name, mode)}: the same values through the case, across processes. */
  public static synchronized android.content.SharedPreferences preferences(String name) {
    return new Preferences(PREFERENCES.computeIfAbsent(name == null ? "null" : name, n -> new java.util.LinkedHashMap<>()));
  }

  /** {@code getFilesDir()}: a folder of the case's, empty when it begins. */
  public static synchronized java.io.File filesDir() {
    try {
      if (filesDir == null) filesDir = java.nio.file.Files.createTempDirectory("trackcheck-app-files");
      return filesDir.toFile();
    } catch (java.io.IOException error) {
      throw new java.io.UncheckedIOException(error);
    }
  }

  /** A new case: a freshly installed app, with no preferences or files. */
  static synchronized void install() {
    PREFERENCES.clear();
    if (filesDir != null) {
      try (java.util.stream.Stream<java.nio.file.Path> walk = java.nio.file.Files.walk(filesDir)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
      } catch (java.io.IOException ignored) {
        // A folder left behind in the temporary directory.
      }
      filesDir = null;
    }
  }

  static void start(Application newApplication, int newApiLevel, int newTargetSdk, Aapt newResources, String newLauncher) {
    start(newApplication, newApiLevel, newTargetSdk, newResources, newLauncher, java.util.Map.of(), java.util.Map.of());
  }

  static synchronized void start(Application newApplication, int newApiLevel, int newTargetSdk, Aapt newResources, String newLauncher,
      java.util.Map<String, String> newComponentClasses, java.util.Map<String, String> newActivityParents) {
    application = newApplication;
    componentClasses = java.util.Map.copyOf(newComponentClasses);
    activityParents = java.util.Map.copyOf(newActivityParents);
    apiLevel = newApiLevel;
    targetSdk = newTargetSdk;
    resources = newResources;
    launcher = newLauncher;
    currentActivity = null;
    sdkApplication = null;
    pushNotificationListener = null;
  }

  /** {@code Messaging.setPushNotificationListener}: the process's listener. */
  public static synchronized void pushNotificationListener(com.adobe.marketing.mobile.PushNotificationListener listener) {
    pushNotificationListener = listener;
  }

  /** The process's {@code PushNotificationListener}, or null. */
  public static synchronized com.adobe.marketing.mobile.PushNotificationListener pushNotificationListener() {
    return pushNotificationListener;
  }
}
