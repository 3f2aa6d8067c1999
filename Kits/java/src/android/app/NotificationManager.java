package android.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code android.app.NotificationManager}: records what the app posts and cancels, for
 * protocol 2's {@code app.posted} and {@code app.cancelled}.
 */
public class NotificationManager {
  public static final int IMPORTANCE_DEFAULT = 3;
  public static final int IMPORTANCE_HIGH = 4;

  private static NotificationManager current = new NotificationManager(true);

  private final boolean enabled;
  private final List<Map<String, Object>> posted = new ArrayList<>();
  private final List<Map<String, Object>> cancelled = new ArrayList<>();

  private NotificationManager(boolean enabled) { this.enabled = enabled; }

  /** The app's manager ({@code getSystemService(NOTIFICATION_SERVICE)}). */
  public static synchronized NotificationManager current() { return current; }

  /** A fresh manager for a new case (the kit's, not the tracker's). */
  public static synchronized void reset(boolean notificationsEnabled) { current = new NotificationManager(notificationsEnabled); }

  public void notify(int id, Notification notification) { notify(null, id, notification); }

  public synchronized void notify(String tag, int id, Notification notification) {
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put("id", id);
    if (tag != null) entry.put("tag", tag);
    entry.put("autoCancel", (notification.flags & Notification.FLAG_AUTO_CANCEL) != 0);
    if (notification.contentIntent != null) entry.put("contentIntent", notification.contentIntent.toMap());
    if (notification.deleteIntent != null) entry.put("deleteIntent", notification.deleteIntent.toMap());
    posted.add(entry);
  }

  public void cancel(int id) { cancel(null, id); }

  public synchronized void cancel(String tag, int id) {
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put("id", id);
    if (tag != null) entry.put("tag", tag);
    cancelled.add(entry);
  }

  public void createNotificationChannel(NotificationChannel channel) {}

  /** Whether the user allows the app's notifications (the case's device settings). */
  public boolean areNotificationsEnabled() { return enabled; }

  /** What was posted and cancelled since the last take, as protocol 2's {@code app} reports it. */
  public synchronized Map<String, Object> take() {
    Map<String, Object> report = new LinkedHashMap<>();
    if (!posted.isEmpty()) report.put("posted", new ArrayList<>(posted));
    if (!cancelled.isEmpty()) report.put("cancelled", new ArrayList<>(cancelled));
    posted.clear();
    cancelled.clear();
    return report;
  }
}
