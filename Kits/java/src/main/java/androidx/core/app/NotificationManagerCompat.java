package androidx.core.app;

import android.app.Notification;
import android.app.NotificationManager;
import android.content.Context;

/** {@code androidx.core.app.NotificationManagerCompat}: the app's {@link NotificationManager}. */
public final class NotificationManagerCompat {
  private NotificationManagerCompat() {}

  public static NotificationManagerCompat from(Context context) { return new NotificationManagerCompat(); }

  public void notify(int id, Notification notification) { NotificationManager.current().notify(id, notification); }
  public void notify(String tag, int id, Notification notification) { NotificationManager.current().notify(tag, id, notification); }
  public void cancel(int id) { NotificationManager.current().cancel(id); }
  public void cancel(String tag, int id) { NotificationManager.current().cancel(tag, id); }
  public void cancelAll() { NotificationManager.current().cancelAll(); }
  public boolean areNotificationsEnabled() { return NotificationManager.current().areNotificationsEnabled(); }
  public void createNotificationChannel(android.app.NotificationChannel channel) { NotificationManager.current().createNotificationChannel(channel); }
  public android.app.NotificationChannel getNotificationChannel(String channelId) { return NotificationManager.current().getNotificationChannel(channelId); }
  public void deleteNotificationChannel(String channelId) { NotificationManager.current().deleteNotificationChannel(channelId); }
}
