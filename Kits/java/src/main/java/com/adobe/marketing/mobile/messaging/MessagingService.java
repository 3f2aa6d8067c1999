package com.adobe.marketing.mobile.messaging;

import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import androidx.annotation.NonNull;
import com.adobe.marketing.mobile.Messaging;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.Map;

/**
 * {@code MessagingService}: the Messaging extension's own display-and-tracking path for Android
 * (AEPMessaging 3.10.0, adobe/aepsdk-messaging-android@0438aaeb,
 * {@code code/messaging/src/main/java/com/adobe/marketing/mobile/messaging/MessagingService.java}
 * and {@code MessagingPushBuilder.java}; docs/profiles/journey-optimizer.md, section 5).
 *
 * <p>Registered in the manifest, or called from the app's own service through
 * {@link #handleRemoteMessage}, it shows a Journey Optimizer push (one with {@code _xdm} or
 * {@code adb_title}) and tracks it by itself, as the SDK's own calls ({@code "origin": "sdk"}):
 * the notification (id {@code messageId.hashCode()}, channel {@code adb_channel_id} or the SDK's
 * default), its content intent to {@code MessagingPushTrackerActivity} (action
 * {@code "Notification Opened"}, {@code SINGLE_TOP}, every key of the push as an extra, the
 * tracking details of {@code addPushTrackingDetails}, {@code actionUri} from {@code adb_uri};
 * started as {@code TaskStackBuilder} starts it: {@code NEW_TASK | CLEAR_TASK} added), its delete
 * intent a broadcast to {@code NotificationInteractionReceiver} (action
 * {@code "Notification Dismissed"}, the same extras); request codes of their own and
 * {@code FLAG_UPDATE_CURRENT | FLAG_IMMUTABLE}. Then {@code trackPushReceived}. Not modelled:
 * action buttons, templates' own views, images, and the self-initialisation of a cold process,
 * which the kit takes as done (an app that configured the SDK once has its app id cached).
 */
public class MessagingService extends FirebaseMessagingService {
  /** The channel of a push that names none ({@code MessagingPushConstants.DEFAULT_CHANNEL_ID}'s role). */
  static final String DEFAULT_CHANNEL_ID = "AdobeAJOPushChannel";
  static final String OPENED = "Notification Opened";
  static final String DISMISSED = "Notification Dismissed";

  /** {@code onNewToken(token)}: forwarded to {@code MobileCore.setPushIdentifier}. */
  @Override
  public void onNewToken(@NonNull String token) {
    MobileCore.setPushIdentifier(token);
  }

  /** {@code onMessageReceived(remoteMessage)}: {@link #handleRemoteMessage}. */
  @Override
  public void onMessageReceived(@NonNull RemoteMessage remoteMessage) {
    handleRemoteMessage(this, remoteMessage);
  }

  /**
   * {@code handleRemoteMessage(context, remoteMessage)}: {@code false} for a push that is not
   * Journey Optimizer's (no {@code _xdm} and no {@code adb_title}), the app's to handle; else the
   * notification is posted, the receive tracked, and {@code true}.
   */
  public static boolean handleRemoteMessage(@NonNull final Context context, @NonNull final RemoteMessage remoteMessage) {
    if (!isAJONotification(remoteMessage)) return false;
    final Map<String, String> data = remoteMessage.getData();
    final String messageId = remoteMessage.getMessageId();
    dev.trackcheck.kit.SdkPath.run(() -> {
      NotificationManager manager = (NotificationManager) context.getSystemService(Context.NOTIFICATION_SERVICE);
      String channel = data.get("adb_channel_id") == null ? DEFAULT_CHANNEL_ID : data.get("adb_channel_id");
      if (manager.getNotificationChannel(channel) == null) {
        manager.createNotificationChannel(new NotificationChannel(channel, "Journey Optimizer", NotificationManager.IMPORTANCE_DEFAULT));
      }
      Intent open = new Intent(OPENED);
      open.setClassName(context, MessagingPushTrackerActivity.class.getName());
      open.setFlags(Intent.FLAG_ACTIVITY_SINGLE_TOP);
      String uri = data.get("adb_uri");
      if (uri != null && !uri.isEmpty()) open.putExtra("actionUri", uri);
      for (Map.Entry<String, String> entry : data.entrySet()) open.putExtra(entry.getKey(), entry.getValue());
      Messaging.addPushTrackingDetails(open, messageId == null ? "" : messageId, data);
      // TaskStackBuilder.getPendingIntent: the first intent of the stack gets NEW_TASK | CLEAR_TASK (| TASK_ON_HOME).
      open.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK);
      Intent delete = new Intent(DISMISSED);
      delete.setClassName(context, NotificationInteractionReceiver.class.getName());
      for (Map.Entry<String, String> entry : data.entrySet()) delete.putExtra(entry.getKey(), entry.getValue());
      Messaging.addPushTrackingDetails(delete, messageId == null ? "" : messageId, data);
      int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
      Notification shown = new Notification.Builder(context, channel)
          .setContentTitle(data.get("adb_title"))
          .setContentText(data.get("adb_body"))
          .setAutoCancel(true)
          .setContentIntent(PendingIntent.getActivities(context, requestCode(messageId, "open"), new Intent[] {open}, flags))
          .setDeleteIntent(PendingIntent.getBroadcast(context, requestCode(messageId, "dismiss"), delete, flags))
          .build();
      manager.notify(String.valueOf(messageId).hashCode(), shown);
      Messaging.trackPushReceived(remoteMessage);
    });
    com.adobe.marketing.mobile.PushNotificationListener listener = dev.trackcheck.kit.KitProcess.pushNotificationListener();
    if (listener != null) listener.onNotificationReceived(new com.adobe.marketing.mobile.MessagingPushPayload(remoteMessage));
    return true;
  }

  /** {@code isAJONotification(remoteMessage)}: the data has {@code _xdm} or {@code adb_title}. */
  public static boolean isAJONotification(@NonNull final RemoteMessage remoteMessage) {
    Map<String, String> data = remoteMessage.getData();
    return data != null && (data.containsKey("_xdm") || data.containsKey("adb_title"));
  }

  /**
   * The SDK's request codes are random ({@code new Random().nextInt()}), so two notifications never share a
   * PendingIntent; the kit's are the same on every run and distinct per push and intent, in every process.
   */
  private static int requestCode(String messageId, String intent) { return (messageId + "/" + intent).hashCode(); }
}
