package com.adobe.marketing.mobile.messaging;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import com.adobe.marketing.mobile.Messaging;

/**
 * {@code NotificationInteractionReceiver}: the receiver the delete intents of the Messaging
 * extension's notifications reach (AEPMessaging 3.10.0, {@code …/messaging/NotificationInteractionReceiver.kt}):
 * {@code handleNotificationResponse(intent, false, "Dismiss")}, the SDK's own call, whatever the
 * intent's action.
 */
public class NotificationInteractionReceiver extends BroadcastReceiver {
  @Override
  public void onReceive(Context context, Intent intent) {
    if (intent == null) return;
    dev.trackcheck.kit.SdkPath.run(() -> Messaging.handleNotificationResponse(intent, false, "Dismiss"));
    com.adobe.marketing.mobile.PushNotificationListener listener = dev.trackcheck.kit.KitProcess.pushNotificationListener();
    if (listener != null) listener.onNotificationDismissed(new com.adobe.marketing.mobile.MessagingPushPayload(intent));
  }
}
