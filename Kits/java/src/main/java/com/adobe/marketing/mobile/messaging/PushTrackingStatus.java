package com.adobe.marketing.mobile.messaging;

/**
 * {@code PushTrackingStatus}: what {@code Messaging.handleNotificationResponse} reports to its
 * callback, as AEPMessaging 3.10.0 declares it
 * (adobe/aepsdk-messaging-android@0438aaeb, {@code code/messaging/src/main/java/com/adobe/marketing/mobile/messaging/PushTrackingStatus.java}).
 */
public enum PushTrackingStatus {
  /** All the data for tracking is there and tracking is initiated. */
  TRACKING_INITIATED(0, "Tracking initiated"),
  /** No tracking dataset is configured. */
  NO_DATASET_CONFIGURED(1, "No dataset configured"),
  /** The intent does not contain tracking data. */
  NO_TRACKING_DATA(2, "Missing tracking data in the intent"),
  /** The intent is invalid. */
  INVALID_INTENT(3, "Provided intent for tracking is invalid"),
  /** The message id is invalid. */
  INVALID_MESSAGE_ID(4, "Provided MessageId for tracking is empty/null"),
  /** An unknown error. */
  UNKNOWN_ERROR(5, "Unknown error");

  PushTrackingStatus(final int value, final String description) {
    this.value = value;
    this.description = description;
  }

  final int value;
  final String description;

  /** The status's description. */
  public String getDescription() { return description; }

  /** The status's number. */
  public int getValue() { return value; }

  /** The status of a number; {@link #UNKNOWN_ERROR} for any other. */
  public static PushTrackingStatus fromInt(final int value) {
    for (final PushTrackingStatus status : PushTrackingStatus.values()) {
      if (status.value == value) return status;
    }
    return UNKNOWN_ERROR;
  }
}
