import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;

/** The activity a notification opens. */
public class MainActivity extends Activity {
  @Override
  protected void onCreate(Bundle savedInstanceState) {
    super.onCreate(savedInstanceState);
    // TODO: a tap's intent (getIntent() with the messageId extra addPushTrackingDetails put on it) opened the app:
    // Messaging.handleNotificationResponse(getIntent(), true, null); not when re-created from savedInstanceState.
    // @requirements.journey-optimizer JO-AND-OPEN JO-OPEN-IS-OPENED JO-NO-TRACK-OTHER-OPEN JO-OWN-DETAILS
  }

  @Override
  protected void onNewIntent(Intent intent) {
    super.onNewIntent(intent);
    setIntent(intent);
    // TODO: the same for an intent delivered to the running activity.
  }
}
