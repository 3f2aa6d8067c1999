package com.adobe.marketing.mobile;

import android.content.Context;
import androidx.annotation.NonNull;
import com.google.firebase.messaging.RemoteMessage;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code AEPMessagingService}: the Campaign Classic extension's own display path for Android
 * (AEPCampaignClassic 3.1.4, adobe/aepsdk-campaignclassic-android@fe21bacd,
 * {@code code/campaignclassic/src/phone/java/com/adobe/marketing/mobile/AEPMessagingService.java};
 * docs/profiles/campaign-classic.md, section 5).
 *
 * <p>{@link #handleRemoteMessage} answers as the extension does for the message's payload, and
 * for a message it handles records the receive the extension tracks after posting:
 * {@code trackNotificationReceive} with {@code _mId} and {@code _dId}. The notification the
 * extension posts, and its tracker activity (which tracks the tap as a click), are not modelled:
 * nothing is posted, so nothing can be tapped.
 */
public class AEPMessagingService {
  /** A class of static methods, as in the SDK. */
  public AEPMessagingService() {}

  /**
   * {@code handleRemoteMessage(context, remoteMessage)}: {@code true} when the extension handles
   * the message (shows it and tracks its receive), {@code false} when the app must handle it.
   *
   * <p>{@code false}, with nothing tracked, when the payload cannot make a notification:
   * <ul>
   *   <li>the data map is empty, or {@code _mId} or {@code _dId} is missing or empty
   *       ({@code CampaignClassicPushPayload}: {@code isNullOrEmpty}, so a blank id passes here;
   *       the extension's track request then drops it);</li>
   *   <li>a value Notification Builder 3.0.3 requires is missing ({@code AEPPushTemplate.initRequiredValues},
   *       aepsdk-ui-android@c8f7ab72): {@code adb_version}, and for every template but the multi-icon
   *       one ({@code adb_template_type} {@code "icon"}) {@code adb_title} and {@code adb_body}, after
   *       the payload's own fill-ins ({@code adb_body} from {@code _msg}; both from the FCM
   *       notification object, when the message has one and the data's value is missing or empty).</li>
   * </ul>
   * Not modelled: the other ways building can fail (a template's own required values, no
   * application context), which also answer {@code false} on a device.
   */
  public static boolean handleRemoteMessage(@NonNull final Context context, @NonNull final RemoteMessage remoteMessage) {
    Map<String, String> data = remoteMessage.getData();
    // CampaignClassicPushPayload(Map): an empty data map, or an id that isNullOrEmpty, throws IllegalArgumentException → false.
    if (data == null || data.isEmpty()) return false;
    String messageId = data.get("_mId");
    String deliveryId = data.get("_dId");
    if (messageId == null || messageId.isEmpty() || deliveryId == null || deliveryId.isEmpty()) return false;
    // The payload's fill-ins: adb_body from _msg (its Map constructor), then the notification object's title and body.
    String title = data.get("adb_title");
    String body = data.get("adb_body");
    if (body == null || body.isEmpty()) body = data.get("_msg");
    RemoteMessage.Notification notification = remoteMessage.getNotification();
    if (notification != null) {
      if (title == null || title.isEmpty()) title = notification.getTitle();
      if (body == null || body.isEmpty()) body = notification.getBody();
    }
    // AEPPushTemplate.initRequiredValues: getRequiredString throws IllegalArgumentException for a missing value → false.
    if (data.get("adb_version") == null) return false;
    boolean multiIcon = "icon".equals(data.get("adb_template_type"));
    if (!multiIcon && (title == null || body == null)) return false;
    // The notification is posted (not modelled), then AEPMessagingService.trackNotificationReceive(payload).
    Map<String, String> trackInfo = new LinkedHashMap<>();
    trackInfo.put("_mId", messageId);
    trackInfo.put("_dId", deliveryId);
    CampaignClassic.trackNotificationReceive(trackInfo);
    return true;
  }
}
