package android.app;

import android.content.Intent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import dev.trackcheck.kit.internal.SharedSecrets;

/**
 * {@code android.app.NotificationManager}: records what the app posts and cancels, for the
 * answer's {@code app.posted}, {@code app.cancelled} and {@code app.cancelledAll}.
 *
 * <p>A notification is <em>for</em> a push (protocol 3's {@code posted.for}). The kit works it
 * out, in this order: a {@code google.message_id} extra on the content intent (the
 * {@code RemoteMessage.getMessageId()} of the push); the push whose data the content (or
 * delete) intent's extras carry, among those the app received in this case (the one being
 * handled first); the push being handled, when posted in {@code onMessageReceived}. Posting
 * for no known push outside {@code onMessageReceived} is an {@link IllegalStateException}.
 */
public class NotificationManager {
  public static final int IMPORTANCE_UNSPECIFIED = -1000;
  public static final int IMPORTANCE_NONE = 0;
  public static final int IMPORTANCE_MIN = 1;
  public static final int IMPORTANCE_LOW = 2;
  public static final int IMPORTANCE_DEFAULT = 3;
  public static final int IMPORTANCE_HIGH = 4;
  public static final int IMPORTANCE_MAX = 5;

  /** The channels the app created (they outlive its process, as on a device). */
  private final Map<String, NotificationChannel> channels = new LinkedHashMap<>();

  private static NotificationManager current = new NotificationManager(true);

  private final boolean enabled;
  private final List<Object[]> posted = new ArrayList<>();
  private final List<Map<String, Object>> cancelled = new ArrayList<>();
  private boolean cancelledAll;
  /** The pushes received in this case, oldest first: {messageId, data}. The kit's, not the app's. */
  private final List<Object[]> messages = new ArrayList<>();
  private String handling;
  private boolean inMessageReceived;
  private boolean requiresFor;

  private NotificationManager(boolean enabled) { this.enabled = enabled; }

  /** The app's manager ({@code getSystemService(NOTIFICATION_SERVICE)}). */
  private static synchronized NotificationManager current() { return current; }

  /** A fresh manager for a new case (the kit's, not the tracker's); {@code requiresFor}: protocol 3. */
  private static synchronized void reset(boolean notificationsEnabled, boolean requiresFor) {
    current = new NotificationManager(notificationsEnabled);
    current.requiresFor = requiresFor;
  }

  /** The kit's: the app is handling the push {@code messageId} with {@code data} now (null: no longer). */
  private synchronized void handling(String messageId, Map<String, String> data) {
    if (data != null) messages.add(new Object[] {messageId, data});
    handling = messageId;
    inMessageReceived = data != null;
  }

  public void notify(int id, Notification notification) { notify(null, id, notification); }

  public synchronized void notify(String tag, int id, Notification notification) {
    String push = pushFor(notification);
    if (push == null && requiresFor && !inMessageReceived) {
      throw new IllegalStateException("notification " + id + " is posted outside onMessageReceived for no push the app received: "
          + "put the push's RemoteMessage.getMessageId() in its content intent as the extra google.message_id");
    }
    posted.add(new Object[] {tag, id, notification.copy(), push});
  }

  @SuppressWarnings("unchecked")
  private String pushFor(Notification notification) {
    List<Intent> intents = new ArrayList<>();
    for (PendingIntent pending : new PendingIntent[] {notification.contentIntent, notification.deleteIntent}) {
      if (pending != null && pending.intent() != null) intents.add(pending.intent());
    }
    for (Intent intent : intents) {
      if (intent.getStringExtra("google.message_id") != null) return intent.getStringExtra("google.message_id");
    }
    List<Object[]> candidates = new ArrayList<>();
    for (int i = messages.size() - 1; i >= 0; i--) if (Objects.equals(messages.get(i)[0], handling)) candidates.add(messages.get(i));
    for (int i = messages.size() - 1; i >= 0; i--) if (!Objects.equals(messages.get(i)[0], handling)) candidates.add(messages.get(i));
    for (Object[] message : candidates) {
      Map<String, String> data = (Map<String, String>) message[1];
      if (data.isEmpty()) continue;
      for (Intent intent : intents) {
        boolean carries = intent.getExtras() != null;
        for (Map.Entry<String, String> entry : data.entrySet()) {
          carries = carries && Objects.equals(intent.getExtras().get(entry.getKey()), entry.getValue());
        }
        if (carries) return (String) message[0];
      }
    }
    return handling;
  }

  public void cancel(int id) { cancel(null, id); }

  public synchronized void cancel(String tag, int id) {
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put("id", id);
    if (tag != null) entry.put("tag", tag);
    cancelled.add(entry);
  }

  /** {@code cancelAll()}: every notification of the app (protocol 3's {@code cancelledAll}). */
  public synchronized void cancelAll() { cancelledAll = true; }

  /** {@code createNotificationChannel}: kept; creating an existing one again changes only its name and description. */
  public synchronized void createNotificationChannel(NotificationChannel channel) {
    NotificationChannel existing = channels.get(channel.getId());
    if (existing == null) {
      channels.put(channel.getId(), channel);
    } else {
      existing.setName(channel.getName());
      existing.setDescription(channel.getDescription());
    }
  }

  /** {@code getNotificationChannel(id)}: the channel the app created, or null. */
  public synchronized NotificationChannel getNotificationChannel(String channelId) { return channels.get(channelId); }

  /** {@code getNotificationChannels()}. */
  public synchronized List<NotificationChannel> getNotificationChannels() { return new ArrayList<>(channels.values()); }

  /** {@code deleteNotificationChannel(id)}. */
  public synchronized void deleteNotificationChannel(String channelId) { channels.remove(channelId); }

  /** Whether the user allows the app's notifications (the case's device settings). */
  public boolean areNotificationsEnabled() { return enabled; }

  /** What was posted and cancelled since the last take, as {@code protocol} reports it. */
  private synchronized Map<String, Object> take(int protocol) {
    Map<String, Object> report = new LinkedHashMap<>();
    if (!posted.isEmpty()) {
      List<Object> entries = new ArrayList<>();
      for (Object[] each : posted) {
        Notification notification = (Notification) each[2];
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("id", each[1]);
        if (each[0] != null) entry.put("tag", each[0]);
        entry.put("autoCancel", (notification.flags & Notification.FLAG_AUTO_CANCEL) != 0);
        if (notification.contentIntent != null) entry.put("contentIntent", notification.contentIntent.toMap(protocol));
        if (notification.deleteIntent != null) entry.put("deleteIntent", notification.deleteIntent.toMap(protocol));
        if (protocol >= 3) {
          if (notification.actions != null && notification.actions.length > 0) {
            List<Object> actions = new ArrayList<>();
            for (Notification.Action action : notification.actions) {
              if (action == null) continue;
              Map<String, Object> button = new LinkedHashMap<>();
              button.put("title", String.valueOf(action.title));
              button.put("intent", action.actionIntent == null ? null : action.actionIntent.toMap(protocol));
              actions.add(button);
            }
            entry.put("actions", actions);
          }
          if (each[3] != null) entry.put("for", each[3]);
        }
        entries.add(entry);
      }
      report.put("posted", entries);
    }
    if (!cancelled.isEmpty()) report.put("cancelled", new ArrayList<>(cancelled));
    if (cancelledAll && protocol >= 3) report.put("cancelledAll", true);
    posted.clear();
    cancelled.clear();
    cancelledAll = false;
    return report;
  }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets). */
  private static final SharedSecrets.NotificationManagerAccess ACCESS = new SharedSecrets.NotificationManagerAccess() {
    @Override public NotificationManager current() { return NotificationManager.current(); }
    @Override public void reset(boolean notificationsEnabled, boolean requiresFor) { NotificationManager.reset(notificationsEnabled, requiresFor); }
    @Override public void handling(String messageId, Map<String, String> data) { NotificationManager.current().handling(messageId, data); }
    @Override public Map<String, Object> take(int protocol) { return NotificationManager.current().take(protocol); }
  };

  static { SharedSecrets.register(NotificationManager.class, SharedSecrets.NotificationManagerAccess.class, ACCESS); }
}
