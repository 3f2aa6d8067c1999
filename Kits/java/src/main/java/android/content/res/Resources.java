package android.content.res;

import dev.trackcheck.kit.Aapt;
import dev.trackcheck.kit.internal.SharedSecrets;

/**
 * {@code android.content.res.Resources}: the app's resources by number, from the {@code res}
 * folder the adapter names ({@code new App(c).resources("app/src/main/res")}); the default
 * configuration's values. A number it does not know throws {@link NotFoundException}, as on Android.
 */
public class Resources {
  private final Aapt table;

  /** The kit's: the resources of {@code table} (null: none declared); {@code Context.getResources()} makes them. */
  private Resources(Aapt table) { this.table = table; }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets). */
  private static final SharedSecrets.ResourcesAccess ACCESS = Resources::new;

  static { SharedSecrets.register(Resources.class, SharedSecrets.ResourcesAccess.class, ACCESS); }

  /** {@code Resources.NotFoundException}. */
  public static class NotFoundException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NotFoundException(String name) { super(name); }
  }

  private String value(int id) {
    String value = table == null ? null : table.value(id);
    if (value == null) throw new NotFoundException("String resource ID #0x" + Integer.toHexString(id));
    return value;
  }

  /** The string resource {@code id}. */
  public String getString(int id) { return value(id); }

  /** The string resource {@code id}, formatted with {@code formatArgs}. */
  public String getString(int id, Object... formatArgs) { return String.format(value(id), formatArgs); }

  /** The string resource {@code id}. */
  public CharSequence getText(int id) { return value(id); }

  /** {@code Resources.Theme}: an activity's theme (no attributes are modelled). */
  public final class Theme {
    Theme() {}
  }

  /** {@code newTheme()}. */
  public final Theme newTheme() { return new Theme(); }

  /**
   * The colour resource {@code id} ({@code #RGB}, {@code #ARGB}, {@code #RRGGBB}, {@code #AARRGGBB},
   * or another {@code @color/…}) as {@code 0xAARRGGBB}; {@code theme} changes nothing here.
   */
  public int getColor(int id, Theme theme) {
    String value = value(id);
    for (int depth = 0; value.startsWith("@color/") && depth < 16; depth++) value = value(getIdentifier(value.substring(1), "color", null));
    if (value.startsWith("#") && (value.length() == 4 || value.length() == 5)) {
      StringBuilder longer = new StringBuilder("#");
      for (char c : value.substring(1).toCharArray()) longer.append(c).append(c);
      value = longer.toString();
    }
    try {
      return android.graphics.Color.parseColor(value);
    } catch (IllegalArgumentException notAColor) {
      throw new NotFoundException("Resource ID #0x" + Integer.toHexString(id) + " is not a colour: " + value);
    }
  }

  /** {@code getColor(id)} (deprecated in API 23). */
  @Deprecated
  public int getColor(int id) { return getColor(id, null); }

  /** The integer resource {@code id}. */
  public int getInteger(int id) { return Integer.parseInt(value(id)); }

  /** The boolean resource {@code id}. */
  public boolean getBoolean(int id) { return Boolean.parseBoolean(value(id)); }

  /** The number of the resource {@code name} of {@code defType}, 0 when there is none. */
  public int getIdentifier(String name, String defType, String defPackage) {
    if (table == null) return 0;
    String type = defType;
    String entry = name;
    if (name.contains("/")) {
      type = name.substring(name.lastIndexOf(':') + 1, name.indexOf('/'));
      entry = name.substring(name.indexOf('/') + 1);
    }
    return table.id(type, entry);
  }

  /** {@code type/name} of the resource {@code id}'s entry name. */
  public String getResourceEntryName(int id) {
    String name = table == null ? null : table.name(id);
    if (name == null) throw new NotFoundException("Unable to find resource ID #0x" + Integer.toHexString(id));
    return name.substring(name.indexOf('/') + 1);
  }

  /** The resource's type ({@code string}, {@code layout}, …). */
  public String getResourceTypeName(int id) {
    String name = table == null ? null : table.name(id);
    if (name == null) throw new NotFoundException("Unable to find resource ID #0x" + Integer.toHexString(id));
    return name.substring(0, name.indexOf('/'));
  }

  /** The device's configuration. */
  public Configuration getConfiguration() { return new Configuration(); }
}
