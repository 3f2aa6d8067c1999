package dev.trackcheck.kit;

/**
 * An SDK API a tracker calls, as {@code hello}'s {@code apis} names it. An adapter declares the
 * ones its tracker's SDK has ({@link Kit#serve(String, String, java.util.Set, java.util.function.Function)}):
 * a tracker on the Adobe Experience Platform SDK has {@link #COLLECT_MESSAGE_INFO} only, one on an
 * ACPCore older than 1.4.0 {@link #TRACK_ACTION} only. Cases that pin an API the adapter did not
 * declare are not applicable, never passed.
 */
public enum Api {
  /** {@code MobileCore.collectMessageInfo(contextData)} (ACPCore 1.4.0 and later, AEP). */
  COLLECT_MESSAGE_INFO("collectMessageInfo"),
  /** {@code MobileCore.trackAction(action, contextData)}: the older SDKs' way. */
  TRACK_ACTION("trackAction"),
  /** {@code CampaignClassic.trackNotificationReceive(trackInfo)}: the Campaign Classic extension's receive. */
  TRACK_NOTIFICATION_RECEIVE("trackNotificationReceive"),
  /** {@code CampaignClassic.trackNotificationClick(trackInfo)}: the Campaign Classic extension's click. */
  TRACK_NOTIFICATION_CLICK("trackNotificationClick"),
  /** {@code Messaging.handleNotificationResponse(intent, applicationOpened, actionId)}: Journey Optimizer's interactions. */
  HANDLE_NOTIFICATION_RESPONSE("handleNotificationResponse"),
  /** {@code Messaging.trackPushReceived(remoteMessage)}: Journey Optimizer's receive (AEPMessaging 3.10.0 and later). */
  TRACK_PUSH_RECEIVED("trackPushReceived");

  private final String wireName;

  Api(String wireName) { this.wireName = wireName; }

  /** The name the protocol gives it ({@code collectMessageInfo}, {@code trackAction}). */
  public String wireName() { return wireName; }
}
