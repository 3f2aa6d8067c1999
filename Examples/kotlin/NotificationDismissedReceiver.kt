import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent

/** The receiver behind each notification's delete intent: a dismissal is a click. */
class NotificationDismissedReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val extras = intent.extras ?: return
        val ids = PushTracking.trackingIds(extras.keySet().associateWith { extras.get(it) }) ?: return
        PushTracking.send(ids, PushTracking.CLICK)
    }
}
