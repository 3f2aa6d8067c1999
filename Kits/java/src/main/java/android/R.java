package android;

/** {@code android.R}: the platform's own resources an app names (their values as on Android). */
public final class R {
  private R() {}

  /** {@code android.R.drawable}. */
  public static final class drawable {
    private drawable() {}

    public static final int ic_dialog_alert = 17301543; // 0x1080027
    public static final int ic_dialog_info = 17301659; // 0x108009b
    public static final int ic_menu_close_clear_cancel = 17301560; // 0x1080038
    public static final int ic_popup_reminder = 17301598; // 0x108005e
    public static final int stat_notify_chat = 17301623; // 0x1080077
    public static final int sym_def_app_icon = 17301651; // 0x1080093
  }

  /** {@code android.R.mipmap}. */
  public static final class mipmap {
    private mipmap() {}

    public static final int sym_def_app_icon = 17629184; // 0x10d0000
  }

  /** {@code android.R.string}. */
  public static final class string {
    private string() {}

    public static final int ok = 17039370; // 0x104000a
    public static final int cancel = 17039360; // 0x1040000
  }

  /** {@code android.R.id}. */
  public static final class id {
    private id() {}

    public static final int content = 16908290; // 0x1020002
    public static final int icon = 16908294; // 0x1020006
    public static final int message = 16908299; // 0x102000b
    public static final int text1 = 16908308; // 0x1020014
    public static final int title = 16908310; // 0x1020016
  }
}
