package android.content.pm;

/** {@code android.content.pm.ApplicationInfo}: the {@code <application>} of the manifest, as the app reads it ({@code Context.getApplicationInfo()}). */
public class ApplicationInfo extends PackageItemInfo {
  /** {@code targetSdkVersion}: {@code new App(c).targetSdk(…)}, else the device's API level. */
  public int targetSdkVersion;
  /** {@code ApplicationInfo.FLAG_*}. */
  public int flags;

  public ApplicationInfo() {}

  /** A copy of {@code orig}. */
  public ApplicationInfo(ApplicationInfo orig) {
    super(orig);
    targetSdkVersion = orig.targetSdkVersion;
    flags = orig.flags;
  }
}
