package androidx.core.app;

import android.app.Notification;
import android.app.NotificationManager;
import android.content.Context;
import dev.trackcheck.kit.internal.SharedSecrets;

/** {@code androidx.core.app.NotificationManagerCompat}: the app's {@link NotificationManager}. */
public final class NotificationManagerCompat {
  private NotificationManagerCompat() {}

  public static NotificationManagerCompat from(Context context) { return new NotificationManagerCompat(); }

  public void notify(int id, Notification notification) { SharedSecrets.notificationManagers().current().notify(id, notification); }
  public void notify(String tag, int id, Notification notification) { SharedSecrets.notificationManagers().current().notify(tag, id, notification); }
  public void cancel(int id) { SharedSecrets.notificationManagers().current().cancel(id); }
  public void cancel(String tag, int id) { SharedSecrets.notificationManagers().current().cancel(tag, id); }
  public void cancelAll() { SharedSecrets.notificationManagers().current().cancelAll(); }
  public boolean areNotificationsEnabled() { return SharedSecrets.notificationManagers().current().areNotificationsEnabled(); }
  public void createNotificationChannel(android.app.NotificationChannel channel) { SharedSecrets.notificationManagers().current().createNotificationChannel(channel); }
  public android.app.NotificationChannel getNotificationChannel(String channelId) { return SharedSecrets.notificationManagers().current().getNotificationChannel(channelId); }
  public void deleteNotificationChannel(String channelId) { SharedSecrets.notificationManagers().current().deleteNotificationChannel(channelId); }
}
