package android.app;

/** {@code android.app.Notification}: what {@link NotificationManager#notify} posts. */
public class Notification {
  public static final int FLAG_AUTO_CANCEL = 0x10;

  public PendingIntent contentIntent;
  public PendingIntent deleteIntent;
  public int flags;
}
