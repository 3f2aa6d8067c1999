package com.google.firebase.messaging;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code com.google.firebase.messaging.RemoteMessage}: an FCM message; {@link #getData()} holds every value as a string. */
public class RemoteMessage {
  public static final int PRIORITY_UNKNOWN = 0;
  public static final int PRIORITY_HIGH = 1;
  public static final int PRIORITY_NORMAL = 2;

  private final Map<String, String> data;
  private final String collapseKey;
  private final String messageId;
  private final int priority;

  public RemoteMessage(Map<String, String> data, String collapseKey, String messageId, int priority) {
    this.data = data;
    this.collapseKey = collapseKey;
    this.messageId = messageId;
    this.priority = priority;
  }

  public Map<String, String> getData() { return data; }
  public String getCollapseKey() { return collapseKey; }
  public String getMessageId() { return messageId; }
  public int getPriority() { return priority; }
  public int getOriginalPriority() { return priority; }
  public String getFrom() { return null; }

  /** The message as the harness describes it. */
  @SuppressWarnings("unchecked")
  public static RemoteMessage fromMap(Map<String, Object> message) {
    Map<String, String> data = new LinkedHashMap<>();
    Object raw = message == null ? null : message.get("data");
    if (raw instanceof Map) {
      for (Map.Entry<String, Object> entry : ((Map<String, Object>) raw).entrySet()) data.put(entry.getKey(), String.valueOf(entry.getValue()));
    }
    Object priority = message == null ? null : message.get("priority");
    int level = "high".equals(priority) ? PRIORITY_HIGH : "normal".equals(priority) ? PRIORITY_NORMAL : PRIORITY_UNKNOWN;
    return new RemoteMessage(
      data, message != null && message.get("collapseKey") instanceof String ? (String) message.get("collapseKey") : null,
      message != null && message.get("messageId") instanceof String ? (String) message.get("messageId") : null, level);
  }
}
