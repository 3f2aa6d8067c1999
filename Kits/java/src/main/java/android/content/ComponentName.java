package android.content;

/**
 * {@code android.content.ComponentName}: an app component by package and class name, as Android
 * writes and reads it ({@code flattenToString}, {@code unflattenFromString}, the short forms).
 * An intent's component is one ({@link Intent#getComponent()}); the harness names a component by
 * its class's simple name.
 */
public final class ComponentName implements Cloneable, Comparable<ComponentName> {
  private final String packageName;
  private final String className;

  /** The component {@code cls} of package {@code pkg}. */
  public ComponentName(String pkg, String cls) {
    if (pkg == null) throw new NullPointerException("package name is null");
    if (cls == null) throw new NullPointerException("class name is null");
    packageName = pkg;
    className = cls;
  }

  /** The component {@code cls} of {@code pkg}'s package. */
  public ComponentName(Context pkg, String cls) {
    this(packageOf(pkg), cls);
  }

  /** The component {@code cls} of {@code pkg}'s package. */
  public ComponentName(Context pkg, Class<?> cls) {
    this(packageOf(pkg), cls.getName());
  }

  /** The kit's context's package (a context the kit has not attached yet answers the app's). */
  private static String packageOf(Context context) {
    return context == null ? dev.trackcheck.kit.KitProcess.packageName() : context.getPackageName();
  }

  /** {@code createRelative(pkg, cls)}: a {@code cls} starting with {@code .} is in {@code pkg}. */
  public static ComponentName createRelative(String pkg, String cls) {
    if (cls == null || cls.isEmpty()) throw new IllegalArgumentException("class name cannot be empty");
    return new ComponentName(pkg, cls.charAt(0) == '.' ? pkg + cls : cls);
  }

  /** {@code createRelative(pkg, cls)} in {@code pkg}'s package. */
  public static ComponentName createRelative(Context pkg, String cls) { return createRelative(packageOf(pkg), cls); }

  @Override
  public ComponentName clone() { return new ComponentName(packageName, className); }

  public String getPackageName() { return packageName; }

  public String getClassName() { return className; }

  /** The class name, relative ({@code .Name}) when it is in the component's package. */
  public String getShortClassName() {
    if (className.startsWith(packageName) && className.length() > packageName.length() && className.charAt(packageName.length()) == '.') {
      return className.substring(packageName.length());
    }
    return className;
  }

  /** {@code package/class}. */
  public String flattenToString() { return packageName + "/" + className; }

  /** {@code package/.Class} where the class is in the package. */
  public String flattenToShortString() { return packageName + "/" + getShortClassName(); }

  /** {@code {package/.Class}}. */
  public String toShortString() { return "{" + flattenToShortString() + "}"; }

  /** A component from {@link #flattenToString} or {@link #flattenToShortString}'s form, or null. */
  public static ComponentName unflattenFromString(String str) {
    int sep = str.indexOf('/');
    if (sep < 0 || (sep + 1) >= str.length()) return null;
    String pkg = str.substring(0, sep);
    String cls = str.substring(sep + 1);
    if (cls.length() > 0 && cls.charAt(0) == '.') cls = pkg + cls;
    return new ComponentName(pkg, cls);
  }

  @Override
  public int compareTo(ComponentName that) {
    int v = packageName.compareTo(that.packageName);
    return v != 0 ? v : className.compareTo(that.className);
  }

  @Override
  public boolean equals(Object obj) {
    return obj instanceof ComponentName && packageName.equals(((ComponentName) obj).packageName) && className.equals(((ComponentName) obj).className);
  }

  @Override
  public int hashCode() { return packageName.hashCode() + className.hashCode(); }

  @Override
  public String toString() { return "ComponentInfo{" + packageName + "/" + className + "}"; }
}
