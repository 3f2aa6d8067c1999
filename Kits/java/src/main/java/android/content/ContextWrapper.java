package android.content;

/** {@code android.content.ContextWrapper}: what {@code Application}, {@code Service} and {@code Activity} are. */
public class ContextWrapper extends Context {
  private Context base;

  /** A wrapper of {@code base} (null: the kit's app context). */
  public ContextWrapper(Context base) { this.base = base; }

  /** {@code attachBaseContext(base)}: called by the kit as Android does, before {@code onCreate}. */
  protected void attachBaseContext(Context base) { this.base = base; }

  /** The context it wraps. */
  public Context getBaseContext() { return base == null ? this : base; }
}
