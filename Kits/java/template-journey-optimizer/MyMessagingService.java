import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import androidx.core.app.NotificationCompat;
import com.adobe.marketing.mobile.Messaging;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.Map;

/**
 * Your FCM service (or paste your own here: it builds unchanged against the kit's stand-ins). It
 * displays the push itself, as Journey Optimizer's manual display and tracking describes.
 */
public class MyMessagingService extends FirebaseMessagingService {
  @Override
  public void onMessageReceived(RemoteMessage remoteMessage) {
    // TODO: the receive, once per push: Messaging.trackPushReceived(remoteMessage). While notifications are not
    // allowed (NotificationManagerCompat.from(this).areNotificationsEnabled() is false), post nothing: the push
    // was received all the same.
    // @requirements.journey-optimizer JO-AND-RECEIVE JO-RECEIVE-ONCE JO-OWN-DETAILS JO-TRACKING-DETAILS AND-NOTIFICATION-WIRING
    sendNotification(remoteMessage);
  }

  /** Posts the notification: a content intent to the activity, a delete intent to the dismiss receiver, each with the push's tracking details. */
  private void sendNotification(RemoteMessage remoteMessage) {
    Map<String, String> data = remoteMessage.getData();
    int number = (remoteMessage.getMessageId() + "/" + data.get("_xdm")).hashCode() & 0x7fffffff;
    int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
    Intent open = new Intent(this, MainActivity.class).addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP);
    Intent dismiss = new Intent(this, NotificationDismissedReceiver.class);
    Messaging.addPushTrackingDetails(open, remoteMessage.getMessageId(), data);
    Messaging.addPushTrackingDetails(dismiss, remoteMessage.getMessageId(), data);
    NotificationManager manager = (NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE);
    manager.notify(number, new NotificationCompat.Builder(this, "journeys")
        .setContentTitle(data.get("title")).setContentText(data.get("body")).setAutoCancel(true)
        .setContentIntent(PendingIntent.getActivity(this, number, open, flags))
        .setDeleteIntent(PendingIntent.getBroadcast(this, number, dismiss, flags)).build());
  }
}
