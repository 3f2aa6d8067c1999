import dev.trackcheck.kit.Api;
import java.util.EnumSet;
import java.util.Set;

/**
 * How this app tracks: through Adobe Journey Optimizer's AEP Messaging, whose SDK makes each event
 * from the call (docs/profiles/journey-optimizer.md). The service puts the push's tracking details on
 * the intents it builds ({@code Messaging.addPushTrackingDetails(intent, remoteMessage.getMessageId(),
 * remoteMessage.getData())}) and reports the receive ({@code Messaging.trackPushReceived(remoteMessage)});
 * the components the notification reaches report what the user did
 * ({@code Messaging.handleNotificationResponse(intent, applicationOpened, actionId)}). The rules each
 * component must meet are listed where it tracks; REQUIREMENTS.md has them all, docs/ADAPTERS.md the kit.
 *
 * <p>Constants the kit defines: Intent.FLAG_ACTIVITY_CLEAR_TOP, FLAG_ACTIVITY_SINGLE_TOP,
 * FLAG_ACTIVITY_NEW_TASK, FLAG_ACTIVITY_CLEAR_TASK, FLAG_ACTIVITY_REORDER_TO_FRONT,
 * FLAG_ACTIVITY_NO_HISTORY, FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY; PendingIntent.FLAG_UPDATE_CURRENT,
 * FLAG_IMMUTABLE, FLAG_CANCEL_CURRENT, FLAG_ONE_SHOT, FLAG_NO_CREATE.
 */
final class Tracking {
  /** The SDK APIs the app calls, as the adapter declares them. */
  static final Set<Api> APIS = EnumSet.of(Api.HANDLE_NOTIFICATION_RESPONSE, Api.TRACK_PUSH_RECEIVED);

  private Tracking() {}
}
