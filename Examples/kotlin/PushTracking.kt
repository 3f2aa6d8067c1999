import com.adobe.marketing.mobile.MobileCore

/**
 * The rules every component shares: which pushes are tracked, with which ids, through which API
 * (trackcheck's requirement catalogue, Suites/requirements.yaml).
 */
object PushTracking {
    const val IMPRESSION = "7"
    const val CLICK = "2"
    const val OPEN = "1"

    /** Whether the app's SDK predates collectMessageInfo (ACPCore before 1.4.0): it then calls trackAction. */
    var useTrackAction = false

    /** The delivery and broadlog ids when the push is to be tracked, else null. */
    fun trackingIds(keys: Map<String, Any?>): Pair<String, String>? {
        val flag = keys["_acsDeliveryTracking"]
        // Absent means on (deliveries before release 21.1); "on" in any case.
        if (flag != null && !(flag is String && flag.equals("on", ignoreCase = true))) return null
        val deliveryId = keys["_dId"] as? String ?: return null
        val broadlogId = keys["_mId"] as? String ?: return null
        if (deliveryId.isEmpty() || broadlogId.isEmpty()) return null
        return deliveryId to broadlogId
    }

    /** One tracking call. */
    fun send(ids: Pair<String, String>, action: String) {
        val contextData = hashMapOf("deliveryId" to ids.first, "broadlogId" to ids.second, "action" to action)
        // collectMessageInfo takes a Map<String, Object>: a HashMap<String, String> is a type mismatch, as with the SDK.
        if (useTrackAction) MobileCore.trackAction("tracking", contextData) else MobileCore.collectMessageInfo(HashMap<String, Any>(contextData))
    }

    /** A tap that opened the app: the click, then the open. */
    fun open(keys: Map<String, Any?>) {
        val ids = trackingIds(keys) ?: return
        send(ids, CLICK)
        send(ids, OPEN)
    }
}
