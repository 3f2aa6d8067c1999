import android.os.Bundle;
import com.adobe.marketing.mobile.MobileCore;
import java.util.HashMap;
import java.util.Map;

/**
 * One tracking call: the push's ids (its data's _dId and _mId) and the action ("7" impression,
 * "2" click, "1" open), as strings, through the SDK API the case pins. The rules each component
 * must meet are listed where it tracks; REQUIREMENTS.md has them all, docs/ADAPTERS.md the kit.
 *
 * <p>Constants the kit defines: Intent.FLAG_ACTIVITY_CLEAR_TOP, FLAG_ACTIVITY_SINGLE_TOP,
 * FLAG_ACTIVITY_NEW_TASK, FLAG_ACTIVITY_CLEAR_TASK, FLAG_ACTIVITY_REORDER_TO_FRONT,
 * FLAG_ACTIVITY_NO_HISTORY, FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY; PendingIntent.FLAG_UPDATE_CURRENT,
 * FLAG_IMMUTABLE, FLAG_CANCEL_CURRENT, FLAG_ONE_SHOT, FLAG_NO_CREATE.
 */
final class Tracking {
  /** trackAction("tracking", …) on the older SDKs, else collectMessageInfo: set by the adapter from the case. */
  static boolean useTrackAction;

  private Tracking() {}

  /** The same for the extras of an intent the notification sent (a dismissal's, a tap's). */
  static void track(Bundle extras, String action) {
    Map<String, String> data = new HashMap<>();
    for (String key : extras.keySet()) data.put(key, extras.getString(key));
    track(data, action);
  }

  static void track(Map<String, String> data, String action) {
    Map<String, String> context = new HashMap<>();
    context.put("deliveryId", data.get("_dId"));
    context.put("broadlogId", data.get("_mId"));
    context.put("action", action);
    if (useTrackAction) {
      MobileCore.trackAction("tracking", context);
    } else {
      // The SDK takes a Map<String, Object> (MobileCore.java: collectMessageInfo(@NonNull final Map<String, Object>)):
      // a Map<String, String> does not compile against it, as it does not here.
      MobileCore.collectMessageInfo(new HashMap<String, Object>(context));
    }
  }
}
