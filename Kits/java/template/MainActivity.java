import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;

/** The activity a notification opens. */
public class MainActivity extends Activity {
  @Override
  protected void onCreate(Bundle savedInstanceState) {
    super.onCreate(savedInstanceState);
    // TODO: a tap's intent (getIntent() with _dId and _mId extras) is "2" then "1";
    // not when re-created from savedInstanceState.
    // @requirements AND-TAP-OPEN AND-NO-TRACK-ON-RECREATE AND-NO-DUPLICATE-ON-RETURN ACS-NO-TRACK-OTHER-OPEN ACS-OPEN-AFTER-CLICK
    // @requirements.campaign-classic CC-TAP-CLICK CC-NO-TRACK-OTHER-OPEN CC-OWN-IDS
  }

  @Override
  protected void onNewIntent(Intent intent) {
    super.onNewIntent(intent);
    setIntent(intent);
    // TODO: the same for an intent delivered to the running activity.
  }
}
