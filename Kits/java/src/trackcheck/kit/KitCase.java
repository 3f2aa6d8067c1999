package trackcheck.kit;

import java.util.Map;

/** What a case tells the app: its platform, the SDK API it pins, the device's settings. */
public final class KitCase {
  /** The case id. */
  public final String id;
  /** {@code ios} or {@code android}. */
  public final String platform;
  /** {@code any}, {@code collectMessageInfo} or {@code trackAction}. */
  public final String api;
  /** Whether the user allows the app's notifications. */
  public final boolean notificationsAllowed;
  /** The {@code begin} message as the harness sent it. */
  public final Map<String, Object> message;

  @SuppressWarnings("unchecked")
  KitCase(Map<String, Object> message) {
    this.message = message;
    id = message.get("case") instanceof String ? (String) message.get("case") : "";
    platform = message.get("platform") instanceof String ? (String) message.get("platform") : "android";
    api = message.get("api") instanceof String ? (String) message.get("api") : "any";
    Object device = message.get("device");
    notificationsAllowed = !(device instanceof Map) || !Boolean.FALSE.equals(((Map<String, Object>) device).get("notificationsAllowed"));
  }

  /** Whether the app's SDK has only {@code trackAction} (an ACPCore older than 1.4.0). */
  public boolean useTrackAction() { return "trackAction".equals(api); }
}
