import com.adobe.marketing.mobile.MobileCore;
import java.util.HashMap;
import java.util.Map;

/**
 * The rules every component shares: which pushes are tracked, with which ids, through which
 * API. They follow trackcheck's requirement catalogue (Suites/requirements.yaml) and decisions
 * (Suites/DECISIONS.md).
 */
final class PushTracking {
  static final String IMPRESSION = "7";
  static final String CLICK = "2";
  static final String OPEN = "1";

  /** Whether the app's SDK predates collectMessageInfo (ACPCore before 1.4.0): it then calls trackAction. */
  static boolean useTrackAction = false;

  private PushTracking() {}

  /** {deliveryId, broadlogId} when the push is to be tracked, else null. */
  static String[] trackingIds(Map<String, ?> keys) {
    Object flag = keys.get("_acsDeliveryTracking");
    // Absent means on (deliveries before release 21.1); "on" in any case.
    if (flag != null && !(flag instanceof String && ((String) flag).equalsIgnoreCase("on"))) return null;
    Object deliveryId = keys.get("_dId");
    Object broadlogId = keys.get("_mId");
    if (!(deliveryId instanceof String) || !(broadlogId instanceof String)) return null;
    if (((String) deliveryId).isEmpty() || ((String) broadlogId).isEmpty()) return null;
    return new String[] {(String) deliveryId, (String) broadlogId};
  }

  /** One tracking call. */
  static void send(String[] ids, String action) {
    Map<String, String> contextData = new HashMap<>();
    contextData.put("deliveryId", ids[0]);
    contextData.put("broadlogId", ids[1]);
    contextData.put("action", action);
    if (useTrackAction) {
      MobileCore.trackAction("tracking", contextData);
    } else {
      // The SDK takes a Map<String, Object> (MobileCore.java: collectMessageInfo(@NonNull final Map<String, Object>)):
      // a Map<String, String> does not compile against it, as it does not here.
      MobileCore.collectMessageInfo(new HashMap<String, Object>(contextData));
    }
  }

  /** A tap that opened the app: the click, then the open. */
  static void open(Map<String, ?> keys) {
    String[] ids = trackingIds(keys);
    if (ids == null) return;
    send(ids, CLICK);
    send(ids, OPEN);
  }
}
