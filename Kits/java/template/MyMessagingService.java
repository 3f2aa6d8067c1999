import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import androidx.core.app.NotificationCompat;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.Map;

/**
 * Your FCM service (or paste your own here: it builds unchanged against the kit's
 * stand-ins). Each tracking call goes through Tracking.track(data, action), as the Adobe
 * Campaign Standard documents describe.
 */
public class MyMessagingService extends FirebaseMessagingService {
  @Override
  public void onMessageReceived(RemoteMessage remoteMessage) {
    Map<String, String> data = remoteMessage.getData();
    // TODO: the impression: Tracking.track(data, "7"), when the push asks for tracking. While notifications
    // are not allowed (NotificationManagerCompat.from(this).areNotificationsEnabled() is false), post and
    // track nothing.
    // @requirements AND-IMPRESSION ACS-IMPRESSION-VISIBLE ACS-FLAG-ON ACS-FLAG-OFF ACS-FLAG-ABSENT ACS-FLAG-CASE ACS-FLAG-OTHER ACS-IDS-REQUIRED ACS-IDS-NONEMPTY ACS-OWN-IDS AND-NOTIFICATION-WIRING
    // @requirements.campaign-classic CC-AND-RECEIVE CC-IDS-REQUIRED CC-TRACKINFO-IDS CC-TRACKINFO-STRINGS AND-NOTIFICATION-WIRING
    sendNotification(data);
  }

  /** Posts the notification: a content intent to the activity, a delete intent to the dismiss receiver. */
  private void sendNotification(Map<String, String> data) {
    int number = (data.get("_dId") + "/" + data.get("_mId")).hashCode() & 0x7fffffff;
    int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
    Intent open = new Intent(this, MainActivity.class).addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP);
    Intent dismiss = new Intent(this, NotificationDismissedReceiver.class);
    for (Map.Entry<String, String> entry : data.entrySet()) {
      open.putExtra(entry.getKey(), entry.getValue());
      dismiss.putExtra(entry.getKey(), entry.getValue());
    }
    NotificationManager manager = (NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE);
    manager.notify(number, new NotificationCompat.Builder(this, "campaign")
        .setContentTitle(data.get("title")).setContentText(data.get("body")).setAutoCancel(true)
        .setContentIntent(PendingIntent.getActivity(this, number, open, flags))
        .setDeleteIntent(PendingIntent.getBroadcast(this, number, dismiss, flags)).build());
  }
}
