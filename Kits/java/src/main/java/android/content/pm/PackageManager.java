package android.content.pm;

/** {@code android.content.pm.PackageManager}: what the app asks about itself. */
public class PackageManager {
  /** {@code checkSelfPermission}: granted. */
  public static final int PERMISSION_GRANTED = 0;
  /** {@code checkSelfPermission}: denied. */
  public static final int PERMISSION_DENIED = -1;

  /** {@code getLaunchIntentForPackage(packageName)}: the launcher activity's MAIN intent (the kit's). */
  public android.content.Intent getLaunchIntentForPackage(String packageName) {
    return dev.trackcheck.kit.KitProcess.launchIntent();
  }

  /** {@code getApplicationLabel(info)}: {@code info.loadLabel(this)}. */
  public CharSequence getApplicationLabel(ApplicationInfo info) { return info.loadLabel(this); }
}
