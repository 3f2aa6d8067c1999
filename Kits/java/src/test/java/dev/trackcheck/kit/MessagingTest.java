package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.content.Intent;
import com.adobe.marketing.mobile.Messaging;
import com.adobe.marketing.mobile.MobileCore;
import com.adobe.marketing.mobile.messaging.PushTrackingStatus;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Messaging extension's push API (AEPMessaging 3.10.0 for Android): the tracking details an
 * intent is given, and each call recorded as the event the SDK dispatches for it, or nothing where
 * the SDK refuses the call, with the status it reports.
 */
class MessagingTest {
  private static final String XDM = "{\"cjm\":{\"_experience\":{}}}";

  private static RemoteMessage message(String id, Map<String, String> data) {
    return SharedSecrets.remoteMessages().of(data, null, id, RemoteMessage.PRIORITY_HIGH);
  }

  @Test
  void trackingDetailsAreTheMessageIdAndANonEmptyXdm() {
    Intent intent = new Intent();
    assertTrue(Messaging.addPushTrackingDetails(intent, "0:1", Map.of("_xdm", XDM, "title", "Sale")));
    assertEquals("0:1", intent.getStringExtra("messageId"));
    assertEquals(XDM, intent.getStringExtra("adobe_xdm"));
    Intent withoutXdm = new Intent();
    assertTrue(Messaging.addPushTrackingDetails(withoutXdm, "0:2", Map.of("title", "Sale")));
    assertNull(withoutXdm.getStringExtra("adobe_xdm"));
    assertFalse(Messaging.addPushTrackingDetails(new Intent(), "", Map.of("_xdm", XDM)));
    assertFalse(Messaging.addPushTrackingDetails(new Intent(), "0:3", Map.of()));
  }

  @Test
  void aTapIsApplicationOpenedAndAnActionIdMakesACustomAction() {
    SharedSecrets.mobileCore().takeCalls();
    Intent intent = new Intent();
    Messaging.addPushTrackingDetails(intent, "0:1", Map.of("_xdm", XDM));
    List<PushTrackingStatus> statuses = new ArrayList<>();
    Messaging.handleNotificationResponse(intent, true, null, statuses::add);
    Messaging.handleNotificationResponse(intent, false, "Dismiss");
    Map<String, Object> opened = new LinkedHashMap<>();
    opened.put("messageId", "0:1");
    opened.put("applicationOpened", true);
    opened.put("adobe_xdm", XDM);
    opened.put("eventType", "pushTracking.applicationOpened");
    Map<String, Object> dismissed = new LinkedHashMap<>();
    dismissed.put("messageId", "0:1");
    dismissed.put("applicationOpened", false);
    dismissed.put("adobe_xdm", XDM);
    dismissed.put("actionId", "Dismiss");
    dismissed.put("eventType", "pushTracking.customAction");
    assertEquals(
        List.of(Map.of("api", "handleNotificationResponse", "contextData", opened), Map.of("api", "handleNotificationResponse", "contextData", dismissed)),
        SharedSecrets.mobileCore().takeCalls());
    assertEquals(List.of(PushTrackingStatus.TRACKING_INITIATED), statuses);
  }

  @Test
  void anIntentWithoutIdOrTrackingDataDispatchesNothing() {
    SharedSecrets.mobileCore().takeCalls();
    List<PushTrackingStatus> statuses = new ArrayList<>();
    Messaging.handleNotificationResponse(null, true, null, statuses::add);
    Messaging.handleNotificationResponse(new Intent().putExtra("adobe_xdm", XDM), true, null, statuses::add);
    Messaging.handleNotificationResponse(new Intent().putExtra("messageId", "0:1"), true, null, statuses::add);
    assertEquals(List.of(), SharedSecrets.mobileCore().takeCalls());
    assertEquals(List.of(PushTrackingStatus.INVALID_INTENT, PushTrackingStatus.INVALID_MESSAGE_ID, PushTrackingStatus.NO_TRACKING_DATA), statuses);
    // FCM's own intent: google.message_id and the raw _xdm extra are read when the details are absent.
    Messaging.handleNotificationResponse(new Intent().putExtra("google.message_id", "0:9").putExtra("_xdm", XDM), true, null);
    assertEquals("0:9", ((Map<?, ?>) SharedSecrets.mobileCore().takeCalls().get(0).get("contextData")).get("messageId"));
  }

  @Test
  void theReceiveNeedsAnIdAndDataButNotXdm() {
    SharedSecrets.mobileCore().takeCalls();
    Messaging.trackPushReceived(message("0:1", Map.of("_xdm", XDM)));
    Messaging.trackPushReceived(message("0:2", Map.of("title", "not Journey Optimizer's")));
    Messaging.trackPushReceived(message(null, Map.of("_xdm", XDM)));
    Messaging.trackPushReceived(message("0:3", Map.of()));
    List<Map<String, Object>> calls = SharedSecrets.mobileCore().takeCalls();
    assertEquals(2, calls.size());
    Map<?, ?> first = (Map<?, ?>) calls.get(0).get("contextData");
    assertEquals("pushTracking.receive", first.get("eventType"));
    assertEquals(XDM, first.get("adobe_xdm"));
    assertTrue(((Map<?, ?>) calls.get(1).get("contextData")).containsKey("adobe_xdm"));
    assertNull(((Map<?, ?>) calls.get(1).get("contextData")).get("adobe_xdm"));
  }

  @Test
  void theEventsTimestampAlwaysHasItsMilliseconds() {
    // AEP Core's TimeUtils.getISO8601UTCDateWithMilliseconds(), as the other kits write it: Instant.toString() drops ".000".
    assertEquals("2026-11-29T12:00:00.000Z", EdgeHits.timestamp(java.time.Instant.parse("2026-11-29T12:00:00Z")));
    assertEquals("2026-11-29T12:00:00.120Z", EdgeHits.timestamp(java.time.Instant.parse("2026-11-29T12:00:00.120456Z")));
  }

  @Test
  @SuppressWarnings("unchecked")
  void sendingHitsEachEventIsAnEdgeRequestAsTheEdgeExtensionSendsIt() {
    CampaignHits.sending(true);
    try {
      NetworkRecorder.shared().take();
      SharedSecrets.mobileCore().takeCalls();
      String xdm = "{\"cjm\":{\"_experience\":{\"customerJourneyManagement\":{\"messageExecution\":{\"messageID\":\"m1\"}}}}}";
      Intent intent = new Intent();
      Messaging.addPushTrackingDetails(intent, "0:1", Map.of("_xdm", xdm));
      Messaging.trackPushReceived(message("0:1", Map.of("_xdm", xdm)));
      Messaging.handleNotificationResponse(intent, false, "Dismiss");
      Messaging.handleNotificationResponse(new Intent(), true, null);  // refused: no request
      List<Map<String, Object>> requests = NetworkRecorder.shared().take();
      assertEquals(2, requests.size());
      assertEquals("POST", requests.get(1).get("method"));
      assertTrue(((String) requests.get(1).get("url")).startsWith("https://edge.adobedc.net/ee/v1/interact?configId=trackcheck-datastream&requestId="));
      Map<String, Object> body = (Map<String, Object>) Json.parse((String) requests.get(1).get("body"));
      Map<String, Object> event = ((List<Map<String, Object>>) body.get("events")).get(0);
      Map<String, Object> sent = (Map<String, Object>) event.get("xdm");
      assertEquals("pushTracking.customAction", sent.get("eventType"));
      assertEquals(Map.of("launches", Map.of("value", 0L)), sent.get("application"));
      assertEquals(Map.of("actionID", "Dismiss"), ((Map<String, Object>) sent.get("pushNotificationTracking")).get("customAction"));
      Map<String, Object> journey = (Map<String, Object>) ((Map<String, Object>) sent.get("_experience")).get("customerJourneyManagement");
      assertEquals(Map.of("messageID", "m1"), journey.get("messageExecution"));
      assertEquals(Map.of("platform", "fcm"), journey.get("pushChannelContext"));
      assertEquals(Map.of("collect", Map.of("datasetId", EdgeHits.DEFAULT_DATASET)), event.get("meta"));
      // No dataset configured: the SDK sends nothing (NO_DATASET_CONFIGURED), though the call is made.
      MobileCore.updateConfiguration(Map.of("messaging.eventDataset", ""));
      Messaging.handleNotificationResponse(intent, true, null);
      assertEquals(List.of(), NetworkRecorder.shared().take());
    } finally {
      CampaignHits.sending(false);
      EdgeHits.resetConfiguration();
      SharedSecrets.mobileCore().takeCalls();
      NetworkRecorder.shared().take();
    }
  }
}
