package dev.trackcheck.kit;

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
  /**
   * The app's state when the case begins: {@code foreground}, {@code background} (the kit has
   * created the launcher activity before the first callback), {@code terminated},
   * {@code force-quit} or {@code force-stopped}.
   */
  public final String initialState;
  private final boolean processRestart;

  KitCase(Map<String, Object> message) { this(message, false); }

  @SuppressWarnings("unchecked")
  private KitCase(Map<String, Object> message, boolean processRestart) {
    this.message = message;
    this.processRestart = processRestart;
    initialState = message.get("initialState") instanceof String ? (String) message.get("initialState") : "terminated";
    id = message.get("case") instanceof String ? (String) message.get("case") : "";
    platform = message.get("platform") instanceof String ? (String) message.get("platform") : "android";
    api = message.get("api") instanceof String ? (String) message.get("api") : "any";
    Object device = message.get("device");
    notificationsAllowed = !(device instanceof Map) || !Boolean.FALSE.equals(((Map<String, Object>) device).get("notificationsAllowed"));
  }

  /** The same case, for the process that starts after {@code Process.killed}. */
  KitCase restarted() { return new KitCase(message, true); }

  /**
   * Whether the factory is called for a process that restarts after {@code Process.killed} (the
   * case goes on: what the app keeps on disk is still there), rather than for a new case (a
   * freshly installed app).
   */
  public boolean isProcessRestart() { return processRestart; }

  /** Whether the app's SDK has only {@code trackAction} (an ACPCore older than 1.4.0). */
  public boolean useTrackAction() { return "trackAction".equals(api); }
}
