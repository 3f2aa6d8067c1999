import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/** The receiver behind each notification's delete intent: a dismissal is a click. */
public class NotificationDismissedReceiver extends BroadcastReceiver {
  @Override
  public void onReceive(Context context, Intent intent) {
    Bundle extras = intent.getExtras();
    if (extras == null) return;
    Map<String, Object> keys = new HashMap<>();
    for (String key : extras.keySet()) keys.put(key, extras.get(key));
    String[] ids = PushTracking.trackingIds(keys);
    if (ids != null) PushTracking.send(ids, PushTracking.CLICK);
  }
}
