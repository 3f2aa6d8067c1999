package com.google.firebase.messaging;

import java.util.LinkedHashMap;
import java.util.Map;
import dev.trackcheck.kit.internal.SharedSecrets;

/** {@code com.google.firebase.messaging.RemoteMessage}: an FCM message; {@link #getData()} holds every value as a string. */
public class RemoteMessage {
  public static final int PRIORITY_UNKNOWN = 0;
  public static final int PRIORITY_HIGH = 1;
  public static final int PRIORITY_NORMAL = 2;

  private final Map<String, String> data;
  private final String collapseKey;
  private final String messageId;
  private final int priority;
  private Notification notification;

  private RemoteMessage(Map<String, String> data, String collapseKey, String messageId, int priority) {
    this.data = data;
    this.collapseKey = collapseKey;
    this.messageId = messageId;
    this.priority = priority;
  }

  /**
   * {@code getNotification()}: the message's notification payload, or null for a data message
   * (Campaign's pushes are data messages: everything is in {@link #getData()}).
   */
  public Notification getNotification() { return notification; }

  /** {@code RemoteMessage.Notification}: a notification message's display fields. */
  public static class Notification {
    private final Map<String, Object> fields;

    Notification(Map<String, Object> fields) { this.fields = fields; }

    private String text(String key) { return fields.get(key) instanceof String ? (String) fields.get(key) : null; }

    public String getTitle() { return text("title"); }
    public String getBody() { return text("body"); }
    public String getIcon() { return text("icon"); }
    public String getSound() { return text("sound"); }
    public String getTag() { return text("tag"); }
    public String getColor() { return text("color"); }
    public String getClickAction() { return text("clickAction"); }
    public String getChannelId() { return text("channelId"); }
    public android.net.Uri getImageUrl() { return text("imageUrl") == null ? null : android.net.Uri.parse(text("imageUrl")); }
    public android.net.Uri getLink() { return text("link") == null ? null : android.net.Uri.parse(text("link")); }
  }

  public String getTo() { return null; }
  public String getMessageType() { return null; }
  public long getSentTime() { return 0L; }
  public int getTtl() { return 0; }

  @Override
  public String toString() { return "RemoteMessage{messageId=" + messageId + ", data=" + data + "}"; }

  public Map<String, String> getData() { return data; }
  public String getCollapseKey() { return collapseKey; }
  public String getMessageId() { return messageId; }
  public int getPriority() { return priority; }
  public int getOriginalPriority() { return priority; }
  public String getFrom() { return null; }

  /** The message as the harness describes it. */
  @SuppressWarnings("unchecked")
  private static RemoteMessage fromMap(Map<String, Object> message) {
    Map<String, String> data = new LinkedHashMap<>();
    Object raw = message == null ? null : message.get("data");
    if (raw instanceof Map) {
      for (Map.Entry<String, Object> entry : ((Map<String, Object>) raw).entrySet()) data.put(entry.getKey(), String.valueOf(entry.getValue()));
    }
    Object notification = message == null ? null : message.get("notification");
    Object priority = message == null ? null : message.get("priority");
    int level = "high".equals(priority) ? PRIORITY_HIGH : "normal".equals(priority) ? PRIORITY_NORMAL : PRIORITY_UNKNOWN;
    RemoteMessage made = new RemoteMessage(
      data, message != null && message.get("collapseKey") instanceof String ? (String) message.get("collapseKey") : null,
      message != null && message.get("messageId") instanceof String ? (String) message.get("messageId") : null, level);
    if (notification instanceof Map) made.notification = new Notification((Map<String, Object>) notification);
    return made;
  }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets). */
  private static final SharedSecrets.RemoteMessageAccess ACCESS = new SharedSecrets.RemoteMessageAccess() {
    @Override public RemoteMessage fromMap(Map<String, Object> message) { return RemoteMessage.fromMap(message); }
    @Override public RemoteMessage of(Map<String, String> data, String collapseKey, String messageId, int priority) {
      return new RemoteMessage(data, collapseKey, messageId, priority);
    }
  };

  static { SharedSecrets.register(RemoteMessage.class, SharedSecrets.RemoteMessageAccess.class, ACCESS); }
}
