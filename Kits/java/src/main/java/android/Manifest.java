package android;

/** {@code android.Manifest}: the platform's permission names. */
public final class Manifest {
  private Manifest() {}

  /** {@code android.Manifest.permission}. */
  public static final class permission {
    private permission() {}

    /** Posting notifications (a runtime permission from API 33); granted as the case's {@code device.notificationsAllowed} says. */
    public static final String POST_NOTIFICATIONS = "android.permission.POST_NOTIFICATIONS";
    public static final String INTERNET = "android.permission.INTERNET";
    public static final String ACCESS_NETWORK_STATE = "android.permission.ACCESS_NETWORK_STATE";
    public static final String RECEIVE_BOOT_COMPLETED = "android.permission.RECEIVE_BOOT_COMPLETED";
    public static final String VIBRATE = "android.permission.VIBRATE";
    public static final String WAKE_LOCK = "android.permission.WAKE_LOCK";
    public static final String ACCESS_FINE_LOCATION = "android.permission.ACCESS_FINE_LOCATION";
    public static final String ACCESS_COARSE_LOCATION = "android.permission.ACCESS_COARSE_LOCATION";
  }
}
