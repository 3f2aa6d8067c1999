package android.app;

/** {@code android.app.NotificationChannel} (Android 8 and later); recorded nowhere: channels do not change tracking. */
public final class NotificationChannel {
  private final String id;

  public NotificationChannel(String id, CharSequence name, int importance) { this.id = id; }

  public String getId() { return id; }
  public void setDescription(String description) {}
}
