package android.content;

import android.app.NotificationManager;
import android.content.pm.PackageManager;
import android.content.res.Resources;
import android.os.Looper;
import java.io.File;
import dev.trackcheck.kit.AppFacts;
import dev.trackcheck.kit.KitProcess;
import dev.trackcheck.kit.internal.SharedSecrets;

/**
 * {@code android.content.Context}: what components reach the system through. Every context of
 * the app shares its process's application, resources, preferences and files; see
 * https://developer.android.com/reference/android/content/Context.
 */
public class Context {
  /** {@code getSystemService(NOTIFICATION_SERVICE)} is the app's {@link NotificationManager}. */
  public static final String NOTIFICATION_SERVICE = "notification";
  /** {@code getSharedPreferences(name, MODE_PRIVATE)}. */
  public static final int MODE_PRIVATE = 0;
  public static final String ALARM_SERVICE = "alarm";
  public static final String CONNECTIVITY_SERVICE = "connectivity";
  public static final String ACTIVITY_SERVICE = "activity";

  /** {@code getSystemService(name)}: the notification manager; other services are not modelled (null). */
  public Object getSystemService(String name) {
    return NOTIFICATION_SERVICE.equals(name) ? SharedSecrets.notificationManagers().current() : null;
  }

  /** {@code getSystemService(serviceClass)} (API 23): the notification manager; null for others. */
  public <T> T getSystemService(Class<T> serviceClass) {
    return serviceClass == NotificationManager.class ? serviceClass.cast(SharedSecrets.notificationManagers().current()) : null;
  }

  /** The process's {@code Application} (the app's subclass when it names one), as on Android. */
  public Context getApplicationContext() {
    Context application = KitProcess.application();
    return application == null ? this : application;
  }

  public String getPackageName() { return KitProcess.packageName(); }

  /** The app's resources ({@code new App(c).resources(…)}). */
  public Resources getResources() { return SharedSecrets.resources().of(KitProcess.resources()); }

  /** {@code getString(resId)}: the string resource. */
  public final String getString(int resId) { return getResources().getString(resId); }

  /** {@code getString(resId, formatArgs)}. */
  public final String getString(int resId, Object... formatArgs) { return getResources().getString(resId, formatArgs); }

  /** {@code getText(resId)}. */
  public final CharSequence getText(int resId) { return getResources().getText(resId); }

  /**
   * {@code getApplicationInfo()}: the package, the {@code targetSdkVersion} ({@code new App(c).targetSdk(…)},
   * else the device's API level), the icon ({@code mipmap/ic_launcher} or {@code drawable/ic_launcher}
   * of the app's resources, else 0) and the label ({@code string/app_name}, as Android Studio's manifest
   * names it, else 0: {@code loadLabel} then answers the package).
   */
  public android.content.pm.ApplicationInfo getApplicationInfo() {
    android.content.pm.ApplicationInfo info = new android.content.pm.ApplicationInfo();
    info.packageName = getPackageName();
    info.targetSdkVersion = KitProcess.targetSdk();
    Resources resources = getResources();
    info.icon = resources.getIdentifier("ic_launcher", "mipmap", info.packageName);
    if (info.icon == 0) info.icon = resources.getIdentifier("ic_launcher", "drawable", info.packageName);
    info.labelRes = resources.getIdentifier("app_name", "string", info.packageName);
    return info;
  }

  /** {@code getContentResolver()}: the app's (no provider answers here). */
  public ContentResolver getContentResolver() { return new ContentResolver(this) {}; }

  /** The package manager: permissions, the launch intent. */
  public PackageManager getPackageManager() { return new PackageManager(); }

  /** The main thread's looper. */
  public Looper getMainLooper() { return Looper.getMainLooper(); }

  /**
   * {@code getSharedPreferences(name, mode)}: values kept on disk — through the case, across
   * {@code Process.killed}; a new case (a fresh installation) has none.
   */
  public SharedPreferences getSharedPreferences(String name, int mode) { return KitProcess.preferences(name); }

  /** {@code getFilesDir()}: the app's private files, through the case; empty when a case begins. */
  public File getFilesDir() { return KitProcess.filesDir(); }

  /** {@code getCacheDir()}: a folder inside the files folder here. */
  public File getCacheDir() {
    File cache = new File(getFilesDir(), ".cache");
    cache.mkdirs();
    return cache;
  }

  /**
   * {@code checkSelfPermission(permission)}: {@code POST_NOTIFICATIONS} is granted as the case's
   * {@code device.notificationsAllowed} says; other permissions are granted.
   */
  public int checkSelfPermission(String permission) {
    if (android.Manifest.permission.POST_NOTIFICATIONS.equals(permission)) {
      return SharedSecrets.notificationManagers().current().areNotificationsEnabled() ? PackageManager.PERMISSION_GRANTED : PackageManager.PERMISSION_DENIED;
    }
    return PackageManager.PERMISSION_GRANTED;
  }

  /** {@code sendBroadcast}: not delivered (the platform model decides what the app receives). */
  public void sendBroadcast(Intent intent) {}

  /**
   * {@code startActivity}: reported in protocol 3's {@code app.startActivity}; the platform model
   * decides what starts (from a receiver or service answering a notification, a trampoline).
   */
  public void startActivity(Intent intent) { AppFacts.startActivity(intent); }

  /** {@code startActivity(intent, options)}. */
  public void startActivity(Intent intent, android.os.Bundle options) { startActivity(intent); }
}
