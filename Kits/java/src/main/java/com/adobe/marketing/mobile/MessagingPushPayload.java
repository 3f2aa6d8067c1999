package com.adobe.marketing.mobile;

import android.content.Intent;
import android.os.Bundle;
import com.google.firebase.messaging.RemoteMessage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * {@code MessagingPushPayload}: Journey Optimizer's push payload read from a message's data
 * ({@code adb_title}, {@code adb_body}, {@code adb_channel_id}, {@code adb_n_priority},
 * {@code adb_image}, {@code adb_act}, …); a Campaign push has none of them.
 */
public class MessagingPushPayload {
  private final Map<String, String> data;
  private String messageId;

  /** The payload of {@code message}, its message id the message's. */
  public MessagingPushPayload(RemoteMessage message) {
    this(message == null ? null : message.getData());
    messageId = message == null ? null : message.getMessageId();
  }

  /** The payload of a message's data (no message id). */
  public MessagingPushPayload(Map<String, String> data) { this.data = data == null ? Collections.emptyMap() : data; }

  /**
   * The payload of a notification interaction's intent: its string extras, the message id from
   * {@code messageId}, else {@code google.message_id}.
   */
  public MessagingPushPayload(Intent intent) {
    Map<String, String> extras = new java.util.HashMap<>();
    Bundle bundle = intent == null ? null : intent.getExtras();
    if (bundle != null) {
      for (String key : bundle.keySet()) {
        if (bundle.get(key) instanceof String value) extras.put(key, value);
      }
    }
    this.data = extras;
    String id = extras.get("messageId");
    messageId = id == null || id.isEmpty() ? extras.get("google.message_id") : id;
  }

  /** The push's message id, or null. */
  public String getMessageId() { return messageId; }

  /** Puts every non-empty data value into {@code intent}'s extras. */
  public void putDataInExtras(Intent intent) {
    if (intent == null) return;
    for (Map.Entry<String, String> entry : data.entrySet()) {
      if (entry.getValue() != null && !entry.getValue().isEmpty()) intent.putExtra(entry.getKey(), entry.getValue());
    }
  }

  public String getTitle() { return data.get("adb_title"); }
  public String getBody() { return data.get("adb_body"); }
  public String getSound() { return data.get("adb_sound"); }
  public String getIcon() { return data.get("adb_icon"); }
  public String getImageUrl() { return data.get("adb_image"); }
  public String getChannelId() { return data.get("adb_channel_id"); }
  public String getActionUri() { return data.get("adb_uri"); }
  public Map<String, String> getData() { return data; }

  /** {@code adb_n_count}, 0 when absent or not a number. */
  public int getBadgeCount() {
    try {
      return Integer.parseInt(data.getOrDefault("adb_n_count", "0"));
    } catch (NumberFormatException notANumber) {
      return 0;
    }
  }

  /** {@code adb_n_priority} as a {@code NotificationCompat} priority ({@code PRIORITY_DEFAULT} when absent). */
  public int getNotificationPriority() {
    switch (data.getOrDefault("adb_n_priority", "PRIORITY_DEFAULT")) {
      case "PRIORITY_MIN": return -2;
      case "PRIORITY_LOW": return -1;
      case "PRIORITY_HIGH": return 1;
      case "PRIORITY_MAX": return 2;
      default: return 0;
    }
  }

  /** {@code adb_a_type}: what a tap does. */
  public ActionType getActionType() { return ActionType.of(data.get("adb_a_type")); }

  /** {@code adb_act}: the action buttons (a JSON array of {@code label}, {@code uri}, {@code type}), or null. */
  @SuppressWarnings("unchecked")
  public List<ActionButton> getActionButtons() {
    String text = data.get("adb_act");
    if (text == null) return null;
    List<ActionButton> buttons = new ArrayList<>();
    try {
      for (Object each : (List<Object>) dev.trackcheck.kit.Json.parse(text)) {
        Map<String, Object> button = (Map<String, Object>) each;
        buttons.add(new ActionButton(String.valueOf(button.get("label")),
            button.get("uri") instanceof String ? (String) button.get("uri") : null,
            button.get("type") instanceof String ? (String) button.get("type") : null));
      }
    } catch (RuntimeException malformed) {
      return null;
    }
    return buttons;
  }

  /** What a tap does. */
  public enum ActionType {
    DEEPLINK, WEBURL, DISMISS, OPENAPP, NONE;

    static ActionType of(String name) {
      if (name == null) return NONE;
      try {
        return valueOf(name);
      } catch (IllegalArgumentException unknown) {
        return NONE;
      }
    }
  }

  /** An action button. */
  public static class ActionButton {
    private final String label;
    private final String link;
    private final ActionType type;

    public ActionButton(String label, String link, String type) {
      this.label = label;
      this.link = link;
      this.type = ActionType.of(type);
    }

    public String getLabel() { return label; }
    public String getLink() { return link; }
    public ActionType getType() { return type; }
  }
}
