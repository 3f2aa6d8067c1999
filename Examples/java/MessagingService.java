import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.util.Log;
import androidx.core.app.NotificationCompat;
import androidx.core.app.NotificationManagerCompat;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** The FCM service: the impression, then the notification, as the documents' service builds it. */
public class MessagingService extends FirebaseMessagingService {
  /** The pushes counted as impressions in this process: each once. */
  private final Set<String> impressions = new HashSet<>();

  @Override
  public void onMessageReceived(RemoteMessage remoteMessage) {
    Map<String, String> data = remoteMessage.getData();
    Log.d("MessagingService", "Message data payload: " + data);
    String[] ids = PushTracking.trackingIds(data);
    // Only a notification the user can see is an impression.
    if (ids != null && NotificationManagerCompat.from(this).areNotificationsEnabled() && impressions.add(ids[0] + "/" + ids[1])) {
      PushTracking.send(ids, PushTracking.IMPRESSION);
    }
    sendNotification(data);
  }

  /**
   * Posts the notification with a content intent to the activity and a delete intent to the
   * dismiss receiver. Unlike the documents' sample (request code 0 and FLAG_UPDATE_CURRENT for
   * every notification), each push gets PendingIntents of its own, so an older notification
   * keeps its own ids when a newer one arrives.
   */
  private void sendNotification(Map<String, String> data) {
    int number = (data.get("_dId") + "/" + data.get("_mId")).hashCode() & 0x7fffffff;
    int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;

    Intent open = new Intent(this, MainActivity.class);
    open.addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP);
    Intent dismiss = new Intent(this, NotificationDismissedReceiver.class);
    for (Map.Entry<String, String> entry : data.entrySet()) {
      open.putExtra(entry.getKey(), entry.getValue());
      dismiss.putExtra(entry.getKey(), entry.getValue());
    }

    NotificationCompat.Builder builder = new NotificationCompat.Builder(this, "campaign")
        .setSmallIcon(0)
        .setContentTitle(data.get("title"))
        .setContentText(data.get("body"))
        .setAutoCancel(true)
        .setContentIntent(PendingIntent.getActivity(this, number, open, flags))
        .setDeleteIntent(PendingIntent.getBroadcast(this, number, dismiss, flags));
    NotificationManager manager = (NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE);
    manager.notify(number, builder.build());
  }
}
