package com.adobe.marketing.mobile;

import android.content.Intent;
import java.util.Map;

/**
 * {@code Messaging}: Adobe Journey Optimizer's push extension. Its tracking is not Campaign
 * Standard's, so nothing it does is reported; {@link #addPushTrackingDetails} puts the details in
 * the intent as the extension does, so the app's intents carry them.
 */
public final class Messaging {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private Messaging() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  /** {@code addPushTrackingDetails(intent, messageId, data)}: the message id and the push's {@code _xdm} as extras; false without an intent or id. */
  public static boolean addPushTrackingDetails(Intent intent, String messageId, Map<String, String> data) {
    if (intent == null || messageId == null || messageId.isEmpty()) return false;
    intent.putExtra("messageId", messageId);
    if (data != null && data.get("_xdm") != null) intent.putExtra("_xdm", data.get("_xdm"));
    return true;
  }

  /** {@code handleNotificationResponse(intent, applicationOpened, actionId)}: Journey Optimizer's tracking; not reported. */
  public static void handleNotificationResponse(Intent intent, boolean applicationOpened, String customActionId) {}

  /** {@code refreshInAppMessages()}. */
  public static void refreshInAppMessages() {}

  private static final class Registered extends Extension {}
}
