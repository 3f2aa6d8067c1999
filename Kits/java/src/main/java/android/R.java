package android;

/** {@code android.R}: the platform's own resources an app names (their values as on Android). */
public final class R {
  private R() {}

  /** {@code android.R.drawable}. */
  public static final class drawable {
    private drawable() {}

    public static final int ic_dialog_alert = 0x01080027;
    public static final int ic_dialog_info = 0x01080029;
    public static final int ic_menu_close_clear_cancel = 0x01080038;
    public static final int ic_popup_reminder = 0x0108005e;
    public static final int sym_def_app_icon = 0x0108009c;
  }

  /** {@code android.R.string}. */
  public static final class string {
    private string() {}

    public static final int ok = 0x0104000a;
    public static final int cancel = 0x01040000;
  }

  /** {@code android.R.id}. */
  public static final class id {
    private id() {}

    public static final int content = 0x01020002;
  }
}
