package android.content.pm;

/** {@code android.content.pm.ApplicationInfo}: the {@code <application>} of the manifest, as the app reads it ({@code Context.getApplicationInfo()}). */
public class ApplicationInfo {
  /** The app's package. */
  public String packageName;
  /** {@code targetSdkVersion}: {@code new App(c).targetSdk(…)}, else the device's API level. */
  public int targetSdkVersion;
  /** {@code android:icon}: the app's {@code mipmap/ic_launcher} or {@code drawable/ic_launcher} when it has one, else 0. */
  public int icon;
  /** {@code android:label}: 0. */
  public int labelRes;
  /** {@code <meta-data>}: none declared here (null, as Android answers without {@code GET_META_DATA}). */
  public android.os.Bundle metaData;
  public int flags;
}
