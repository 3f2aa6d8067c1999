import android.app.NotificationManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.util.Log
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import com.google.firebase.messaging.FirebaseMessagingService
import com.google.firebase.messaging.RemoteMessage

/** The FCM service: the impression, then the notification. */
class MessagingService : FirebaseMessagingService() {
    /** The pushes counted as impressions in this process: each once. */
    private val impressions = HashSet<String>()

    override fun onMessageReceived(remoteMessage: RemoteMessage) {
        val data = remoteMessage.data
        Log.d("MessagingService", "Message data payload: $data")
        val ids = PushTracking.trackingIds(data)
        // Only a notification the user can see is an impression.
        if (ids != null && NotificationManagerCompat.from(this).areNotificationsEnabled() && impressions.add("${ids.first}/${ids.second}")) {
            PushTracking.send(ids, PushTracking.IMPRESSION)
        }
        sendNotification(data)
    }

    /** A content intent to the activity and a delete intent to the dismiss receiver, of this push's own. */
    private fun sendNotification(data: Map<String, String>) {
        val number = "${data["_dId"]}/${data["_mId"]}".hashCode() and 0x7fffffff
        val flags = PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE
        val open = Intent(this, MainActivity::class.java).addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP)
        val dismiss = Intent(this, NotificationDismissedReceiver::class.java)
        for ((key, value) in data) {
            open.putExtra(key, value)
            dismiss.putExtra(key, value)
        }
        val notification = NotificationCompat.Builder(this, "campaign")
            .setContentTitle(data["title"])
            .setContentText(data["body"])
            .setAutoCancel(true)
            .setContentIntent(PendingIntent.getActivity(this, number, open, flags))
            .setDeleteIntent(PendingIntent.getBroadcast(this, number, dismiss, flags))
            .build()
        (getSystemService(Context.NOTIFICATION_SERVICE) as NotificationManager).notify(number, notification)
    }
}
