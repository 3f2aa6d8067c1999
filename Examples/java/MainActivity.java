import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/** The activity a notification opens: its intent is tracked once, when it is delivered. */
public class MainActivity extends Activity {
  @Override
  protected void onCreate(Bundle savedInstanceState) {
    super.onCreate(savedInstanceState);
    // Re-created from its saved state (a rotation, a task restored after its process died): handled before.
    if (savedInstanceState == null) handle(getIntent());
  }

  @Override
  protected void onNewIntent(Intent intent) {
    super.onNewIntent(intent);
    setIntent(intent);
    handle(intent);
  }

  private void handle(Intent intent) {
    // Recents replays the intent that opened the task: not a new tap.
    if (intent == null || (intent.getFlags() & Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY) != 0) return;
    Bundle extras = intent.getExtras();
    if (extras == null || !(extras.containsKey("_dId") || extras.containsKey("_mId"))) return;
    Map<String, Object> keys = new HashMap<>();
    for (String key : extras.keySet()) keys.put(key, extras.get(key));
    PushTracking.open(keys);
  }
}
