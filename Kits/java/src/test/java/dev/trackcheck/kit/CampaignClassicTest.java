package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.app.Activity;
import android.app.NotificationManager;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.adobe.marketing.mobile.AEPMessagingService;
import com.adobe.marketing.mobile.CampaignClassic;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The Campaign Classic extension's public API (AEPCampaignClassic 3.1.4 for Android): its two
 * tracking calls recorded as passed, a null or empty map refused as the SDK's own method refuses
 * it, {@code AEPMessagingService.handleRemoteMessage}'s answer and receive, and the tracking
 * requests the extension sends for them ({@link CampaignClassicHits}).
 */
class CampaignClassicTest {
  private static final Map<String, String> TEMPLATE = Map.of("adb_version", "1", "adb_title", "Sale", "adb_body", "20% off");

  @Test
  void theTrackingCallsAreRecordedAsPassed() {
    SharedSecrets.mobileCore().takeCalls();
    Map<String, String> info = new LinkedHashMap<>();
    info.put("_mId", "12345");
    info.put("_dId", "f0190");
    info.put("other", "kept");
    CampaignClassic.trackNotificationReceive(info);
    CampaignClassic.trackNotificationClick(Map.of("_dId", " "));
    assertEquals(
        List.of(Map.of("api", "trackNotificationReceive", "contextData", info), Map.of("api", "trackNotificationClick", "contextData", Map.of("_dId", " "))),
        SharedSecrets.mobileCore().takeCalls());
  }

  @Test
  void aNullOrEmptyMapIsRefusedByTheMethodAsTheSdkRefusesIt() {
    SharedSecrets.mobileCore().takeCalls();
    CampaignClassic.trackNotificationReceive(null);
    CampaignClassic.trackNotificationReceive(Map.of());
    CampaignClassic.trackNotificationClick(null);
    CampaignClassic.trackNotificationClick(new HashMap<>());
    assertEquals(List.of(), SharedSecrets.mobileCore().takeCalls());
  }

  @Test
  void registrationAndTheVersionReportNothing() {
    SharedSecrets.mobileCore().takeCalls();
    assertEquals("3.1.4", CampaignClassic.extensionVersion());
    assertEquals("3.1.4", CampaignClassic.EXTENSION_VERSION);
    assertNotNull(CampaignClassic.EXTENSION);
    MobileCore.registerExtensions(List.of(CampaignClassic.EXTENSION), null);
    CampaignClassic.registerDevice("token", "user@example.com", Map.of("premium", true));
    CampaignClassic.registerDevice("token", null, null);
    assertEquals(List.of(), SharedSecrets.mobileCore().takeCalls());
  }

  /** A process whose app gave the SDK its application ({@code MobileCore.setApplication}), as the extension needs. */
  private static void sdkStarted() {
    KitProcess.start(new android.app.Application(), 34, 34, null, null);
    MobileCore.setApplication(KitProcess.application());
    SharedSecrets.notificationManagers().reset(true, false);
  }

  @Test
  void withoutTheApplicationTheExtensionCannotBuildANotification() {
    KitProcess.start(new android.app.Application(), 34, 34, null, null);
    SharedSecrets.notificationManagers().reset(true, false);
    SharedSecrets.mobileCore().takeCalls();
    // NotificationBuilder: "Application context is null, cannot build a notification." → false, nothing tracked.
    assertFalse(AEPMessagingService.handleRemoteMessage(new Context(), message(with(TEMPLATE, "_mId", "12345", "_dId", "f0190"), null)));
    assertEquals(List.of(), SharedSecrets.mobileCore().takeCalls());
    MobileCore.setApplication(KitProcess.application());
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(with(TEMPLATE, "_mId", "12345", "_dId", "f0190"), null)));
  }

  @Test
  void handleRemoteMessageTracksTheReceiveOfAMessageItHandlesAsTheSdksOwnCall() {
    sdkStarted();
    SharedSecrets.mobileCore().takeCalls();
    Map<String, String> data = new HashMap<>(TEMPLATE);
    data.put("_mId", "12345");
    data.put("_dId", "f0190");
    data.put("custom", "not tracked");
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(data, null)));
    assertEquals(
        List.of(Map.of("api", "trackNotificationReceive", "contextData", Map.of("_mId", "12345", "_dId", "f0190"), "origin", "sdk")),
        SharedSecrets.mobileCore().takeCalls());
  }

  @Test
  @SuppressWarnings("unchecked")
  void handleRemoteMessagePostsTheExtensionsNotificationToItsTrackerActivity() {
    sdkStarted();
    Map<String, String> data = with(TEMPLATE, "_mId", "12345", "_dId", "f0190", "adb_uri", "myapp://sale");
    assertTrue(AEPMessagingService.handleRemoteMessage(new Context(), message(data, null)));
    List<Map<String, Object>> posted = (List<Map<String, Object>>) SharedSecrets.notificationManagers().take(3).get("posted");
    assertEquals(1, posted.size());
    Map<String, Object> shown = posted.get(0);
    // notify(adb_tag.hashCode()), adb_tag defaulting to _mId; not auto-cancelled (the tracker activity cancels it).
    assertEquals("12345".hashCode(), shown.get("id"));
    assertEquals(false, shown.get("autoCancel"));
    Map<String, Object> content = (Map<String, Object>) shown.get("contentIntent");
    Map<String, Object> delete = (Map<String, Object>) shown.get("deleteIntent");
    assertEquals("activity", content.get("kind"));
    assertEquals(List.of("FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"), content.get("flags"));
    assertFalse(content.get("requestCode").equals(delete.get("requestCode")), "request codes of their own");
    Map<String, Object> click = (Map<String, Object>) content.get("intent");
    assertEquals(App.CAMPAIGN_CLASSIC_TRACKER, click.get("component"));
    assertEquals("Notification Clicked", click.get("action"));
    Map<String, Object> extras = (Map<String, Object>) click.get("extras");
    assertEquals("12345", extras.get("_mId"));
    assertEquals("12345", extras.get("adb_tag"));
    assertEquals("myapp://sale", extras.get("actionUri"));
    Map<String, Object> dismissed = (Map<String, Object>) delete.get("intent");
    assertEquals("Notification Dismissed", dismissed.get("action"));
    assertTrue(!(dismissed.get("extras") instanceof Map) || ((Map<?, ?>) dismissed.get("extras")).isEmpty(), "the delete intent carries no extras");
  }

  @Test
  void theTrackerActivityClicksOpensTheAppWithTheExtrasAndCancelsTheNotification() throws Exception {
    SharedSecrets.notificationManagers().reset(true, false);
    SharedSecrets.mobileCore().takeCalls();
    AppFacts.take();
    App app = new App(new KitCase(Map.of("case", "c", "platform", "android", "initialState", "background"))).activity(Opened.class);
    app.mergeCampaignClassicManifest();
    KitProcess.start(new android.app.Application(), 34, 34, null, app.launcher());
    MobileCore.setApplication(KitProcess.application());
    Intent tap = new Intent("Notification Clicked");
    for (Map.Entry<String, String> entry : with(TEMPLATE, "_mId", "12345", "_dId", "f0190", "adb_tag", "t1").entrySet()) {
      tap.putExtra(entry.getKey(), entry.getValue());
    }
    Activity tracker = create(app, tap);
    assertTrue(tracker.isFinishing());
    assertEquals(
        List.of(Map.of("api", "trackNotificationClick", "contextData", Map.of("_mId", "12345", "_dId", "f0190"), "origin", "sdk")),
        SharedSecrets.mobileCore().takeCalls());
    Map<String, Object> facts = AppFacts.take();
    @SuppressWarnings("unchecked")
    Map<String, Object> started = ((List<Map<String, Object>>) facts.get("startActivity")).get(0);
    // No activity was resumed in this process: the launcher's MAIN intent, its flags replaced.
    assertEquals("Opened", started.get("component"));
    assertEquals(List.of("FLAG_ACTIVITY_CLEAR_TOP", "FLAG_ACTIVITY_SINGLE_TOP"), started.get("flags"));
    assertEquals("f0190", ((Map<?, ?>) started.get("extras")).get("_dId"));
    assertEquals(List.of(Map.of("id", "t1".hashCode())), SharedSecrets.notificationManagers().take(3).get("cancelled"));
    // A dismissal's intent carries nothing: the SDK refuses the empty map, no call.
    create(app, new Intent("Notification Dismissed"));
    assertEquals(List.of(), SharedSecrets.mobileCore().takeCalls());
  }

  /** An app activity for the tracker activity to open. */
  public static final class Opened extends Activity {}

  private static Activity create(App app, Intent intent) throws Exception {
    Activity activity = app.activities.get(App.CAMPAIGN_CLASSIC_TRACKER).get();
    java.lang.reflect.Field field = Activity.class.getDeclaredField("intent");
    field.setAccessible(true);
    field.set(activity, intent);
    java.lang.reflect.Method onCreate = Activity.class.getDeclaredMethod("onCreate", Bundle.class);
    onCreate.setAccessible(true);
    onCreate.invoke(activity, (Bundle) null);
    return activity;
  }

  @Test
  void handleRemoteMessageLeavesToTheAppWhatCannotMakeANotification() {
    sdkStarted();
    SharedSecrets.mobileCore().takeCalls();
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
    assertEquals(List.of(), SharedSecrets.mobileCore().takeCalls());
  }

  @Test
  void handleRemoteMessageFillsInTheBodyAndTitleAsThePayloadDoes() {
    sdkStarted();
    SharedSecrets.mobileCore().takeCalls();
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
    List<Map<String, Object>> calls = SharedSecrets.mobileCore().takeCalls();
    assertEquals(4, calls.size());
    assertEquals(Map.of("_mId", " ", "_dId", "f0190"), calls.get(0).get("contextData"));
  }

  @Test
  void androidMakesTheMessageIdAsItsExtensionDoes() {
    // A UUID as it is, any case (v8); a decimal as its hex (v7): TrackRequestManager.kt@fe21bacd.
    assertEquals("6B6499A8-9d43-4bc5-acf0-b6aeb96846f6", CampaignClassicHits.messageId("6B6499A8-9d43-4bc5-acf0-b6aeb96846f6"));
    assertEquals("3039", CampaignClassicHits.messageId("12345"));
    assertEquals("5", CampaignClassicHits.messageId("5"), "no padding");
    assertEquals("34aa061c0c56", CampaignClassicHits.messageId("57904851586134"), "64 bits (3.1.1)");
    assertEquals("7fffffffffffffff", CampaignClassicHits.messageId("9223372036854775807"));
    assertEquals("d7e15e5c", CampaignClassicHits.messageId("-673096100"), "a negative 32-bit value: its 32-bit two's complement (3.1.4)");
    assertEquals("80000000", CampaignClassicHits.messageId("-2147483648"));
    assertEquals("ffffffff", CampaignClassicHits.messageId("-1"));
    assertEquals("fffffffdabf41c01", CampaignClassicHits.messageId("-9999999999"), "below 32 bits: 64-bit two's complement");
    assertEquals("0", CampaignClassicHits.messageId("-0"));
    assertEquals("c", CampaignClassicHits.messageId("+12"));
    assertEquals("c", CampaignClassicHits.messageId("0012"));
    for (String refused : List.of("h1685a5", "a8a", " 12", "12 ", "1-1-1-1-1", "9223372036854775808", "-", "", "1.5", "{6b6499a8-9d43-4bc5-acf0-b6aeb96846f6}")) {
      assertEquals(null, CampaignClassicHits.messageId(refused), refused);
    }
  }

  @Test
  void androidSendsNothingPastAGate() {
    Map<String, String> ids = Map.of("_mId", "12345", "_dId", "f0190");
    assertEquals("https://t.example.com/r/?id=h3039,f0190,1", CampaignClassicHits.trackingUrl("t.example.com", ids, "1"));
    // Nothing encoded: String.format.
    assertEquals("https://t.example.com:8443/r/?id=h3039,d 1&x=é,2",
        CampaignClassicHits.trackingUrl("t.example.com:8443", Map.of("_mId", "12345", "_dId", "d 1&x=é"), "2"));
    for (Object server : new Object[] {null, "", " ", "\u00a0", 7}) assertEquals(null, CampaignClassicHits.trackingUrl(server, ids, "1"), "server " + server);
    for (Map<String, ?> info : List.of(Map.of("_mId", "12345"), Map.of("_dId", "f0190"), Map.of("_mId", " ", "_dId", "f0190"),
        Map.of("_mId", "12345", "_dId", "\t"), Map.of("_mId", "h1685a5", "_dId", "f0190"))) {
      assertEquals(null, CampaignClassicHits.trackingUrl("t.example.com", info, "1"), info.toString());
    }
    // DataReader.optStringMap: a value that is not a string leaves no map, so no ids.
    assertEquals(null, CampaignClassicHits.trackingUrl("t.example.com", Map.of("_mId", "12345", "_dId", "f0190", "n", 1), "1"));
    Map<String, String> withNull = new HashMap<>(ids);
    withNull.put("other", null);
    assertEquals("https://t.example.com/r/?id=h3039,f0190,1", CampaignClassicHits.trackingUrl("t.example.com", withNull, "1"));
  }

  @Test
  void sendingHitsEachCallPastTheGatesSendsOneRequest() {
    CampaignHits.sending(true);
    try {
      NetworkRecorder.shared().take();
      SharedSecrets.mobileCore().takeCalls();
      Map<String, String> ids = Map.of("_mId", "12345", "_dId", "f0190");
      CampaignClassic.trackNotificationReceive(ids);
      CampaignClassic.trackNotificationClick(ids);
      CampaignClassic.trackNotificationClick(ids);
      CampaignClassic.trackNotificationClick(Map.of("_mId", "h1685a5", "_dId", "f0190"));
      CampaignClassic.trackNotificationClick(Map.of());
      MobileCore.updateConfiguration(Map.of("campaignclassic.trackingServer", "acme.campaign.example.com"));
      CampaignClassic.trackNotificationReceive(Map.of("_mId", "6b6499a8-9d43-4bc5-acf0-b6aeb96846f6", "_dId", "f0190"));
      MobileCore.updateConfiguration(Map.of("campaignclassic.trackingServer", " "));
      CampaignClassic.trackNotificationReceive(ids);
      List<Map<String, Object>> requests = NetworkRecorder.shared().take();
      assertEquals(List.of(
          "https://tracking.example.com/r/?id=h3039,f0190,1", "https://tracking.example.com/r/?id=h3039,f0190,2",
          "https://tracking.example.com/r/?id=h3039,f0190,2", "https://acme.campaign.example.com/r/?id=h6b6499a8-9d43-4bc5-acf0-b6aeb96846f6,f0190,1"),
          requests.stream().map(r -> r.get("url")).toList());
      assertEquals(Map.of("method", "GET", "url", "https://tracking.example.com/r/?id=h3039,f0190,1", "headers", Map.of(), "body", ""), requests.get(0));
      assertEquals(6, SharedSecrets.mobileCore().takeCalls().size(), "every call but the empty map's is reported, sent or not");
    } finally {
      CampaignHits.sending(false);
      CampaignClassicHits.resetConfiguration();
      SharedSecrets.mobileCore().takeCalls();
      NetworkRecorder.shared().take();
    }
  }

  @Test
  void withoutHitsNothingIsSent() {
    NetworkRecorder.shared().take();
    CampaignClassic.trackNotificationReceive(Map.of("_mId", "12345", "_dId", "f0190"));
    assertEquals(List.of(), NetworkRecorder.shared().take());
    SharedSecrets.mobileCore().takeCalls();
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
    assertEquals(
        List.of(Map.of("api", "trackNotificationReceive", "contextData", Map.of("_mId", "12345", "_dId", "f0190"), "origin", "sdk")),
        answers.get(2).get("calls"), "the extension's own receive");
    assertEquals("CampaignClassicPushTrackerActivity", ((Map<String, Object>) ((List<Map<String, Object>>) ((Map<String, Object>) answers.get(2).get("app")).get("posted")).get(0)
        .get("contentIntent")).get("intent") instanceof Map<?, ?> intent ? intent.get("component") : null, "the extension's notification, posted");
    assertEquals(List.of(Map.of("api", "trackNotificationReceive", "contextData", Map.of("_dId", "f0190", "_mId", "12345"))), answers.get(3).get("calls"),
        "handleRemoteMessage refused it (no template values): the app tracks it itself");
    assertEquals(List.of(), answers.get(4).get("calls"), "an empty map: the SDK's method refuses it");
    assertTrue(((String) result[1]).contains("The provided trackInfo map is null or empty"), (String) result[1]);
  }

  /** Reporting hits: the receive handleRemoteMessage tracks sends its request, with the answer of its callback. */
  @Test
  @SuppressWarnings("unchecked")
  void anAdapterReportingHitsAnswersWithTheExtensionsRequests() throws Exception {
    Object[] result = KitTest.transcriptOf(ClassicAdapter.class.getName(), List.of("hits"),
        "{\"type\":\"hello\",\"protocols\":[3]}",
        "{\"type\":\"begin\",\"id\":\"1\",\"case\":\"C\",\"platform\":\"android\",\"api\":\"any\",\"initialState\":\"background\"}",
        KitTest.callback(2, "FirebaseMessagingService.onMessageReceived",
            "{\"message\":{\"data\":{\"_dId\":\"f0190\",\"_mId\":\"12345\",\"adb_version\":\"1\",\"adb_title\":\"t\",\"adb_body\":\"b\"},\"messageId\":\"m1\"}}"),
        KitTest.callback(3, "FirebaseMessagingService.onMessageReceived", "{\"message\":{\"data\":{\"_dId\":\"d 1\",\"_mId\":\"-1\"},\"messageId\":\"m2\"}}"),
        "{\"type\":\"end\",\"id\":\"4\",\"case\":\"C\"}",
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = (List<Map<String, Object>>) result[0];
    assertEquals(List.of("calls", "hits"), answers.get(0).get("reports"));
    assertEquals(List.of(Map.of("method", "GET", "url", "https://tracking.example.com/r/?id=h3039,f0190,1", "headers", Map.of(), "body", "")),
        answers.get(2).get("requests"));
    assertEquals(List.of("https://tracking.example.com/r/?id=hffffffff,d 1,1"),
        ((List<Map<String, Object>>) answers.get(3).get("requests")).stream().map(r -> r.get("url")).toList());
  }

  /** A tracker that hands each push to the extension, and tracks the receive itself when the extension does not handle it. */
  public static final class ClassicAdapter {
    public static void main(String[] args) {
      Set<Evidence> reports = args.length > 0 ? EnumSet.of(Evidence.CALLS, Evidence.HITS) : EnumSet.of(Evidence.CALLS);
      System.exit(Kit.serve("kit-classic", "1.0", EnumSet.allOf(Api.class), reports,
          testCase -> new App(testCase).application(SdkApplication.class).messagingService(Service.class)));
    }

    /** The app's {@code Application}: gives the SDK the application, as every AEP app does. */
    public static final class SdkApplication extends android.app.Application {
      @Override
      public void onCreate() {
        super.onCreate();
        MobileCore.setApplication(this);
      }
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
    return SharedSecrets.remoteMessages().fromMap(message);
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
