import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** The receiver behind each notification's delete intent. */
public class NotificationDismissedReceiver extends BroadcastReceiver {
  @Override
  public void onReceive(Context context, Intent intent) {
    // TODO: a dismissal MAY be tracked: Messaging.handleNotificationResponse(intent, false, "Dismiss").
    // @requirements.journey-optimizer JO-DISMISS-OPTIONAL JO-OWN-DETAILS
  }
}
