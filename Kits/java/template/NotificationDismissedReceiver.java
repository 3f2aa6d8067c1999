import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** The receiver behind each notification's delete intent. */
public class NotificationDismissedReceiver extends BroadcastReceiver {
  @Override
  public void onReceive(Context context, Intent intent) {
    // TODO: a dismissal is a click ("2"), with the ids from intent.getExtras(): Tracking.track(intent.getExtras(), "2").
    // @requirements AND-DISMISS-CLICK AND-CLEAR-ALL ACS-DISMISS-CLICK-ONLY ACS-OWN-IDS
    // @requirements.campaign-classic CC-DISMISS-OPTIONAL CC-OWN-IDS
  }
}
