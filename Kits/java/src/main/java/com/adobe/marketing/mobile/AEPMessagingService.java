package com.adobe.marketing.mobile;

import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import androidx.annotation.NonNull;
import com.google.firebase.messaging.RemoteMessage;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code AEPMessagingService}: the Campaign Classic extension's own display path for Android
 * (AEPCampaignClassic 3.1.4, adobe/aepsdk-campaignclassic-android@fe21bacd,
 * {@code code/campaignclassic/src/phone/java/com/adobe/marketing/mobile/AEPMessagingService.java},
 * with Notification Builder 3.0.3, adobe/aepsdk-ui-android@c8f7ab72;
 * docs/profiles/campaign-classic.md, section 5).
 *
 * <p>For a message it handles, {@link #handleRemoteMessage} posts the extension's notification
 * and then tracks its receive ({@code trackNotificationReceive} with {@code _mId} and
 * {@code _dId}), as the SDK's own calls ({@code "origin": "sdk"}). The notification: id
 * {@code adb_tag.hashCode()} ({@code adb_tag} defaults to {@code _mId}), channel
 * {@code AEPSDKPushChannel} (or {@code adb_channel_id}), created when missing; its content intent
 * starts the extension's tracker activity (action {@code "Notification Clicked"},
 * {@code SINGLE_TOP | CLEAR_TOP}, every key of the data map as an extra, {@code actionUri} from
 * {@code adb_uri}), its delete intent the same activity (action {@code "Notification Dismissed"},
 * {@code SINGLE_TOP}, no extras); both {@code PendingIntent.getActivity} with a request code of
 * their own and {@code FLAG_UPDATE_CURRENT | FLAG_IMMUTABLE}. The tracker activity tracks the tap
 * as a click and opens the app with the extras. Not modelled: action buttons and the templates'
 * own views.
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
   *   <li>the SDK has no application context: {@code MobileCore.setApplication} was not called in this
   *       process (Notification Builder's {@code NotificationConstructionFailedException}).</li>
   * </ul>
   * Not modelled: the other ways building can fail (a template's own required values), which also
   * answer {@code false} on a device.
   */
  public static boolean handleRemoteMessage(@NonNull final Context context, @NonNull final RemoteMessage remoteMessage) {
    Map<String, String> data = remoteMessage.getData();
    // CampaignClassicPushPayload(Map): an empty data map, or an id that isNullOrEmpty, throws IllegalArgumentException → false.
    if (data == null || data.isEmpty()) return false;
    String messageId = data.get("_mId");
    String deliveryId = data.get("_dId");
    if (messageId == null || messageId.isEmpty() || deliveryId == null || deliveryId.isEmpty()) return false;
    // NotificationBuilder: no application context (MobileCore.setApplication not called in this process) →
    // NotificationConstructionFailedException → false.
    if (com.adobe.marketing.mobile.services.ServiceProvider.getInstance().getAppContextService().getApplicationContext() == null) {
      MobileCore.sdkLog(LoggingMode.ERROR, "CampaignClassicExtension",
          "handleRemoteMessage: Application context is null, cannot build a notification (MobileCore.setApplication was not called in this process;"
              + " an adapter names the app's Application with App.application(...))");
      return false;
    }
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
    // CampaignClassicPushPayload: adb_tag defaults to the message id, and is put into the data the intents carry.
    Map<String, String> payload = new LinkedHashMap<>(data);
    if (payload.get("adb_tag") == null || payload.get("adb_tag").isEmpty()) payload.put("adb_tag", messageId);
    String tag = payload.get("adb_tag");
    String shownTitle = title;
    String shownBody = body;
    dev.trackcheck.kit.SdkPath.run(() -> {
      NotificationManager manager = (NotificationManager) context.getSystemService(Context.NOTIFICATION_SERVICE);
      String channel = payload.get("adb_channel_id") == null ? DEFAULT_CHANNEL_ID : payload.get("adb_channel_id");
      if (manager.getNotificationChannel(channel) == null) {
        manager.createNotificationChannel(new NotificationChannel(channel, "General Notifications", NotificationManager.IMPORTANCE_DEFAULT));
      }
      Intent click = trackerIntent(context, "Notification Clicked", Intent.FLAG_ACTIVITY_SINGLE_TOP | Intent.FLAG_ACTIVITY_CLEAR_TOP);
      for (Map.Entry<String, String> entry : payload.entrySet()) click.putExtra(entry.getKey(), entry.getValue());
      String uri = payload.get("adb_uri");
      if (uri != null && !uri.isEmpty()) click.putExtra("actionUri", uri);
      Intent delete = trackerIntent(context, "Notification Dismissed", Intent.FLAG_ACTIVITY_SINGLE_TOP);
      int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
      Notification shown = new Notification.Builder(context, channel)
          .setContentTitle(shownTitle)
          .setContentText(shownBody)
          .setContentIntent(PendingIntent.getActivity(context, requestCode(tag, "click"), click, flags))
          .setDeleteIntent(PendingIntent.getActivity(context, requestCode(tag, "delete"), delete, flags))
          .build();
      manager.notify(tag.hashCode(), shown);
      // Then AEPMessagingService.trackNotificationReceive(payload).
      Map<String, String> trackInfo = new LinkedHashMap<>();
      trackInfo.put("_mId", messageId);
      trackInfo.put("_dId", deliveryId);
      CampaignClassic.trackNotificationReceive(trackInfo);
    });
    return true;
  }

  /** Notification Builder's channel when the push names none ({@code PushTemplateConstants.DefaultValues}). */
  private static final String DEFAULT_CHANNEL_ID = "AEPSDKPushChannel";

  /**
   * Notification Builder's request codes are random, so two notifications never share a PendingIntent; the kit's
   * are the same on every run and distinct per notification and intent, in every process.
   */
  private static int requestCode(String tag, String intent) { return (tag + "/" + intent).hashCode(); }

  /** An explicit intent to the extension's tracker activity ({@code PendingIntentUtils.createPendingIntentForTrackerActivity}). */
  private static Intent trackerIntent(Context context, String action, int flags) {
    Intent intent = new Intent(action);
    intent.setClassName(context, "com.adobe.marketing.mobile.campaignclassic.internal.CampaignClassicPushTrackerActivity");
    intent.setFlags(flags);
    return intent;
  }
}
