package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.content.Context;
import com.adobe.marketing.mobile.AEPMessagingService;
import com.adobe.marketing.mobile.CampaignClassic;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Campaign Classic extension's public API (AEPCampaignClassic 3.1.4 for Android): its two
 * tracking calls recorded as passed, a null or empty map refused as the SDK's own method refuses
 * it, and {@code AEPMessagingService.handleRemoteMessage}'s answer and receive.
 */
class CampaignClassicTest {
  private static final Map<String, String> TEMPLATE = Map.of("adb_version", "1", "adb_title", "Sale", "adb_body", "20% off");

  @Test
  void theTrackingCallsAreRecordedAsPassed() {
    MobileCore.takeCalls();
    Map<String, String> info = new LinkedHashMap<>();
    info.put("_mId", "12345");
    info.put("_dId", "f0190");
    info.put("other", "kept");
    CampaignClassic.trackNotificationReceive(info);
    CampaignClassic.trackNotificationClick(Map.of("_dId", " "));
    assertEquals(
        List.of(Map.of("api", "trackNotificationReceive", "contextData", info), Map.of("api", "trackNotificationClick", "contextData", Map.of("_dId", " "))),
        MobileCore.takeCalls());
  }

  @Test
  void aNullOrEmptyMapIsRefusedByTheMethodAsTheSdkRefusesIt() {
    MobileCore.takeCalls();
    CampaignClassic.trackNotificationReceive(null);
    CampaignClassic.trackNotificationReceive(Map.of());
    CampaignClassic.trackNotificationClick(null);
    CampaignClassic.trackNotificationClick(new HashMap<>());
    assertEquals(List.of(), MobileCore.takeCalls());
  }

  @Test
  void registrationAndTheVersionReportNothing() {
    MobileCore.takeCalls();
    assertEquals("3.1.4", CampaignClassic.extensionVersion());
    assertEquals("3.1.4", CampaignClassic.EXTENSION_VERSION);
    assertNotNull(CampaignClassic.EXTENSION);
    MobileCore.registerExtensions(List.of(CampaignClassic.EXTENSION), null);
    CampaignClassic.registerDevice("token", "user@example.com", Map.of("premium", true));
    CampaignClassic.registerDevice("token", null, null);
    assertEquals(List.of(), MobileCore.takeCalls());
  }

  @Test
  void handleRemoteMessageTracksTheReceiveOfAMessageItHandles() {
    MobileCore.takeCalls();
    Map<String, String> data = new HashMap<>(TEMPLATE);
    data.put("_mId", "12345");
    data.put("_dId", "f0190");
    data.put("custom", "not tracked");
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(data, null)));
    assertEquals(List.of(Map.of("api", "trackNotificationReceive", "contextData", Map.of("_mId", "12345", "_dId", "f0190"))), MobileCore.takeCalls());
  }

  @Test
  void handleRemoteMessageLeavesToTheAppWhatCannotMakeANotification() {
    MobileCore.takeCalls();
    List<Map<String, String>> refused = List.of(
        Map.of(),
        with(TEMPLATE, "_dId", "f0190"),
        with(TEMPLATE, "_mId", "", "_dId", "f0190"),
        with(TEMPLATE, "_mId", "12345", "_dId", ""),
        // Notification Builder's required values: adb_version, and a title and a body.
        without(with(TEMPLATE, "_mId", "12345", "_dId", "f0190"), "adb_version"),
        without(with(TEMPLATE, "_mId", "12345", "_dId", "f0190"), "adb_title"),
        without(with(TEMPLATE, "_mId", "12345", "_dId", "f0190"), "adb_body"));
    for (Map<String, String> data : refused) {
      assertFalse(AEPMessagingService.handleRemoteMessage(new Context(), message(data, null)), data.toString());
    }
    assertEquals(List.of(), MobileCore.takeCalls());
  }

  @Test
  void handleRemoteMessageFillsInTheBodyAndTitleAsThePayloadDoes() {
    MobileCore.takeCalls();
    Map<String, String> ids = Map.of("_mId", "12345", "_dId", "f0190", "adb_version", "1");
    // A blank id is not empty: the payload takes it (the track request later drops it).
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(with(TEMPLATE, "_mId", " ", "_dId", "f0190"), null)));
    // adb_body from _msg; the title from the FCM notification object.
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(with(ids, "_msg", "20% off"), Map.of("title", "Sale"))));
    assertFalse(AEPMessagingService.handleRemoteMessage(new Context(), message(with(ids, "_msg", "20% off"), null)), "no title");
    // An empty title stays a title without a notification object; with one, its (absent) title replaces it.
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(with(ids, "adb_title", "", "adb_body", "b"), null)));
    assertFalse(AEPMessagingService.handleRemoteMessage(new Context(), message(with(ids, "adb_title", "", "adb_body", "b"), Map.of("body", "x"))));
    // The multi-icon template needs neither.
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(with(ids, "adb_template_type", "icon"), null)));
    List<Map<String, Object>> calls = MobileCore.takeCalls();
    assertEquals(4, calls.size());
    assertEquals(Map.of("_mId", " ", "_dId", "f0190"), calls.get(0).get("contextData"));
  }

  /** Over the protocol: the calls in the answer, with the API's name and the map as passed. */
  @Test
  @SuppressWarnings("unchecked")
  void anAdapterCallingTheExtensionReportsItsCalls() throws Exception {
    Object[] result = KitTest.transcriptOf(ClassicAdapter.class.getName(), List.of(),
        "{\"type\":\"hello\",\"protocols\":[3]}",
        "{\"type\":\"begin\",\"id\":\"1\",\"case\":\"C\",\"platform\":\"android\",\"api\":\"any\",\"initialState\":\"background\"}",
        KitTest.callback(2, "FirebaseMessagingService.onMessageReceived",
            "{\"message\":{\"data\":{\"_dId\":\"f0190\",\"_mId\":\"12345\",\"adb_version\":\"1\",\"adb_title\":\"t\",\"adb_body\":\"b\"},\"messageId\":\"m1\"}}"),
        KitTest.callback(3, "FirebaseMessagingService.onMessageReceived", "{\"message\":{\"data\":{\"_dId\":\"f0190\",\"_mId\":\"12345\"},\"messageId\":\"m2\"}}"),
        KitTest.callback(4, "FirebaseMessagingService.onMessageReceived", "{\"message\":{\"data\":{},\"messageId\":\"m3\"}}"),
        "{\"type\":\"end\",\"id\":\"5\",\"case\":\"C\"}",
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = (List<Map<String, Object>>) result[0];
    assertEquals(List.of(Map.of("api", "trackNotificationReceive", "contextData", Map.of("_mId", "12345", "_dId", "f0190"))), answers.get(2).get("calls"));
    assertEquals(List.of(Map.of("api", "trackNotificationReceive", "contextData", Map.of("_dId", "f0190", "_mId", "12345"))), answers.get(3).get("calls"),
        "handleRemoteMessage refused it (no template values): the app tracks it itself");
    assertEquals(List.of(), answers.get(4).get("calls"), "an empty map: the SDK's method refuses it");
    assertTrue(((String) result[1]).contains("The provided trackInfo map is null or empty"), (String) result[1]);
  }

  /** A tracker that hands each push to the extension, and tracks the receive itself when the extension does not handle it. */
  public static final class ClassicAdapter {
    public static void main(String[] args) {
      System.exit(Kit.serve("kit-classic", "1.0", testCase -> new App(testCase).messagingService(Service.class)));
    }

    public static final class Service extends FirebaseMessagingService {
      @Override
      public void onMessageReceived(RemoteMessage message) {
        if (AEPMessagingService.handleRemoteMessage(this, message)) return;
        CampaignClassic.trackNotificationReceive(message.getData());
      }
    }
  }

  private static RemoteMessage message(Map<String, String> data, Map<String, Object> notification) {
    Map<String, Object> message = new HashMap<>();
    message.put("data", data);
    if (notification != null) message.put("notification", notification);
    return RemoteMessage.fromMap(message);
  }

  private static Map<String, String> with(Map<String, String> base, String... pairs) {
    Map<String, String> result = new HashMap<>(base);
    for (int i = 0; i < pairs.length; i += 2) result.put(pairs[i], pairs[i + 1]);
    return result;
  }

  private static Map<String, String> without(Map<String, String> base, String key) {
    Map<String, String> result = new HashMap<>(base);
    result.remove(key);
    return result;
  }
}
