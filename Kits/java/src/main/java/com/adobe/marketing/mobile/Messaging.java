package com.adobe.marketing.mobile;

import android.content.Intent;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import com.adobe.marketing.mobile.messaging.PushTrackingStatus;
import com.google.firebase.messaging.RemoteMessage;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code Messaging}: Adobe Journey Optimizer's push extension, as AEPMessaging 3.10.0 for Android
 * declares its push API (adobe/aepsdk-messaging-android@0438aaeb,
 * {@code code/messaging/src/phone/java/com/adobe/marketing/mobile/Messaging.java}; the research
 * page docs/profiles/journey-optimizer.md, section 1.2).
 *
 * <p>Each tracking call is recorded as the event the SDK dispatches for it
 * (Suites/profiles/journey-optimizer/DECISIONS.md JO-D-1): {@code handleNotificationResponse}
 * with {@code messageId}, {@code applicationOpened}, {@code adobe_xdm}, {@code eventType} and, for a
 * custom action, {@code actionId}; {@code trackPushReceived} with {@code messageId},
 * {@code adobe_xdm}, {@code eventType} {@code pushTracking.receive}. A call the SDK refuses before
 * dispatching (no intent, no message id, no tracking data) records nothing and reports its status,
 * as the SDK does; the callback is called at once with the status the SDK would report for the
 * data it was given (the SDK calls it after its event hub answered).
 */
public final class Messaging {
  /** The extension's class, for {@code MobileCore.registerExtensions} ({@code MessagingExtension} in the SDK). */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  /** The AEPMessaging version these stand-ins follow. */
  static final String EXTENSION_VERSION = "3.10.0";

  private static final String LOG_TAG = "Messaging";
  private static final String MESSAGE_ID = "messageId";
  private static final String GOOGLE_MESSAGE_ID = "google.message_id";
  private static final String ADOBE_XDM = "adobe_xdm";
  private static final String XDM = "_xdm";
  private static final String APPLICATION_OPENED = "pushTracking.applicationOpened";
  private static final String CUSTOM_ACTION = "pushTracking.customAction";
  private static final String RECEIVED = "pushTracking.receive";

  private Messaging() {}

  /** {@code extensionVersion()}: {@value #EXTENSION_VERSION}. */
  @NonNull
  public static String extensionVersion() { return EXTENSION_VERSION; }

  /**
   * {@code addPushTrackingDetails(intent, messageId, data)}: puts the message id and, when the
   * data's {@code _xdm} is not empty, that {@code _xdm} as {@code adobe_xdm} into the intent's
   * extras; {@code false} (and nothing written) for a null intent, a null or empty message id, or
   * null or empty data, as in the SDK.
   */
  public static boolean addPushTrackingDetails(
      @NonNull final Intent intent, @NonNull final String messageId, @NonNull final Map<String, String> data) {
    if (intent == null) return refuse("Failed to add push tracking details as intent is null.");
    if (messageId == null || messageId.isEmpty()) return refuse("Failed to add push tracking details as MessageId is null.");
    if (data == null || data.isEmpty()) return refuse("Failed to add push tracking details as data is null or empty.");
    intent.putExtra(MESSAGE_ID, messageId);
    final String xdm = data.get(XDM);
    if (xdm != null && !xdm.isEmpty()) {
      intent.putExtra(ADOBE_XDM, xdm);
    } else {
      MobileCore.sdkLog(LoggingMode.DEBUG, LOG_TAG, "XDM data is not added as push tracking details to the intent, XDM data is null or empty");
    }
    return true;
  }

  /**
   * {@code trackPushReceived(remoteMessage)} (3.10.0): recorded as {@code trackPushReceived} with
   * the {@code pushTracking.receive} event, unless the message has no id or no data. As in the
   * SDK, {@code _xdm} is not required: a push without it is recorded with {@code adobe_xdm} null.
   */
  public static void trackPushReceived(@NonNull final RemoteMessage remoteMessage) {
    final String messageId = remoteMessage.getMessageId();
    if (messageId == null || messageId.isEmpty()) {
      refuse("Failed to track push notification received, messageId is null or empty.");
      return;
    }
    final Map<String, String> data = remoteMessage.getData();
    if (data == null || data.isEmpty()) {
      refuse("Failed to track push notification received, data map is null or empty.");
      return;
    }
    final Map<String, Object> event = new LinkedHashMap<>();
    event.put(MESSAGE_ID, messageId);
    event.put(ADOBE_XDM, data.get(XDM));
    event.put("eventType", RECEIVED);
    event.put("pushNotificationReceived", true);
    MobileCore.record("trackPushReceived", null, event);
    dev.trackcheck.kit.EdgeHits.process(event);
  }

  /** {@code handleNotificationResponse(intent, applicationOpened, customActionId)}: as the four-argument form, without a callback. */
  public static void handleNotificationResponse(
      @NonNull final Intent intent, final boolean applicationOpened, @Nullable final String customActionId) {
    handleNotificationResponse(intent, applicationOpened, customActionId, null);
  }

  /**
   * {@code handleNotificationResponse(intent, applicationOpened, customActionId, callback)}: reads
   * the message id ({@code messageId}, else {@code google.message_id}) and the tracking data
   * ({@code adobe_xdm}, else {@code _xdm}) from the intent's extras and records the event: {@code
   * pushTracking.applicationOpened} for a null or empty action id, else {@code
   * pushTracking.customAction} with that {@code actionId}; {@code applicationOpened} as passed.
   */
  @SuppressWarnings("UnusedReturnValue")
  public static void handleNotificationResponse(
      @NonNull final Intent intent,
      final boolean applicationOpened,
      @Nullable final String customActionId,
      @Nullable final AdobeCallback<PushTrackingStatus> callback) {
    if (intent == null) {
      refuse("Failed to track notification interactions, intent provided is null");
      status(PushTrackingStatus.INVALID_INTENT, callback);
      return;
    }
    final String messageId = extra(intent, MESSAGE_ID, GOOGLE_MESSAGE_ID);
    if (messageId == null) {
      refuse("Failed to track notification interactions, message id provided is null");
      status(PushTrackingStatus.INVALID_MESSAGE_ID, callback);
      return;
    }
    final String xdm = extra(intent, ADOBE_XDM, XDM);
    if (xdm == null) {
      refuse("No tracking data found in the intent, Ignoring to track AJO notification interactions.");
      status(PushTrackingStatus.NO_TRACKING_DATA, callback);
      return;
    }
    final Map<String, Object> event = new LinkedHashMap<>();
    event.put(MESSAGE_ID, messageId);
    event.put("applicationOpened", applicationOpened);
    event.put(ADOBE_XDM, xdm);
    if (customActionId == null || customActionId.isEmpty()) {
      event.put("eventType", APPLICATION_OPENED);
    } else {
      event.put("actionId", customActionId);
      event.put("eventType", CUSTOM_ACTION);
    }
    MobileCore.record("handleNotificationResponse", null, event);
    dev.trackcheck.kit.EdgeHits.process(event);
    status(PushTrackingStatus.TRACKING_INITIATED, callback);
  }

  /** {@code refreshInAppMessages()}: in-app messages, not push tracking; nothing is recorded. */
  public static void refreshInAppMessages() {}

  /**
   * {@code setPushNotificationListener(listener)}: told of the pushes the SDK shows itself
   * ({@code MessagingService.handleRemoteMessage}), opened and dismissed; for this process.
   */
  public static void setPushNotificationListener(PushNotificationListener listener) {
    dev.trackcheck.kit.KitProcess.pushNotificationListener(listener);
  }

  /** The intent's string extra {@code key}, else {@code fallback}'s; {@code null} when neither is a non-empty string. */
  private static String extra(Intent intent, String key, String fallback) {
    for (String name : new String[] {key, fallback}) {
      String value = intent.getStringExtra(name);
      if (value != null && !value.isEmpty()) return value;
    }
    return null;
  }

  private static boolean refuse(String message) {
    MobileCore.sdkLog(LoggingMode.DEBUG, LOG_TAG, message);
    return false;
  }

  private static void status(PushTrackingStatus status, AdobeCallback<PushTrackingStatus> callback) {
    if (callback != null) callback.call(status);
  }

  private static final class Registered extends Extension {}
}
