package android.content.pm;

/**
 * {@code android.content.pm.PackageItemInfo}: what every item of the manifest has (its package,
 * name, label and icon), as {@link ApplicationInfo} inherits it.
 */
public class PackageItemInfo {
  /** The item's class name ({@code android:name}), or null. */
  public String name;
  /** The package it belongs to. */
  public String packageName;
  /** {@code android:label} as a resource: 0 when none, or when the label is a literal ({@link #nonLocalizedLabel}). */
  public int labelRes;
  /** {@code android:label} as written in the manifest, when not a resource; else null. */
  public CharSequence nonLocalizedLabel;
  /** {@code android:icon}: 0 when none. */
  public int icon;
  /** {@code android:banner}: 0 when none. */
  public int banner;
  /** {@code android:logo}: 0 when none. */
  public int logo;
  /** {@code <meta-data>}: null unless asked for ({@code GET_META_DATA}). */
  public android.os.Bundle metaData;

  public PackageItemInfo() {}

  /** A copy of {@code orig}. */
  public PackageItemInfo(PackageItemInfo orig) {
    name = orig.name;
    packageName = orig.packageName;
    labelRes = orig.labelRes;
    nonLocalizedLabel = orig.nonLocalizedLabel;
    icon = orig.icon;
    banner = orig.banner;
    logo = orig.logo;
    metaData = orig.metaData;
  }

  /**
   * {@code loadLabel(pm)}: the literal label, else the label resource's text, else the
   * {@link #name}, else the {@link #packageName}, as Android falls back.
   */
  public CharSequence loadLabel(PackageManager pm) {
    if (nonLocalizedLabel != null) return nonLocalizedLabel.toString().trim();
    if (labelRes != 0) {
      try {
        return dev.trackcheck.kit.internal.SharedSecrets.resources().of(dev.trackcheck.kit.KitProcess.resources()).getText(labelRes);
      } catch (android.content.res.Resources.NotFoundException notFound) {
        // Falls back, as Android does when the resource is missing.
      }
    }
    return name != null ? name : packageName;
  }
}
