package com.adobe.marketing.mobile;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/**
 * {@code PushNotificationListener} (AEPMessaging 3.10.0): what the Messaging extension tells an app
 * about the pushes it shows itself ({@code MessagingService.handleRemoteMessage}): shown, opened,
 * dismissed. Set with {@link Messaging#setPushNotificationListener}.
 */
public interface PushNotificationListener {
  /** After the SDK showed a push's notification. */
  void onNotificationReceived(@NonNull MessagingPushPayload payload);

  /** After the user opened one ({@code actionButtonId} null for the notification itself). */
  void onNotificationOpened(@NonNull MessagingPushPayload payload, @Nullable String actionButtonId);

  /** After the user dismissed one. */
  void onNotificationDismissed(@NonNull MessagingPushPayload payload);
}
