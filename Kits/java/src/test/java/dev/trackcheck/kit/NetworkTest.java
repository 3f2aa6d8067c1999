package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.adobe.marketing.mobile.MobileCore;
import com.adobe.marketing.mobile.services.HttpMethod;
import com.adobe.marketing.mobile.services.NetworkRequest;
import com.adobe.marketing.mobile.services.ServiceProvider;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The network recorder (AEP Core's {@code Networking}, every request in order) and the stand-ins'
 * Campaign extension, which sends a tracking hit per accepted call as Android's extension formats it.
 */
class NetworkTest {
  private static final String ECID = CampaignHits.ECID;

  @Test
  void androidFormatsTheTrackingUrlWithoutEncodingIt() {
    assertEquals("https://c.example.com/r/?id=h1&x y,d1,2&mcId=e", CampaignHits.trackingUrl("c.example.com", "h1&x y", "d1", "2", "e"));
    // A server with a port is formatted in, as Android does (iOS builds no URL for it).
    assertEquals("https://c.example.com:8443/r/?id=h1,d1,7&mcId=e", CampaignHits.trackingUrl("c.example.com:8443", "h1", "d1", "7", "e"));
    assertNull(CampaignHits.trackingUrl("c.example.com", "", "d1", "7", "e"));
  }

  @Test
  void theRecorderKeepsEveryRequestInOrderAndAnswers200() {
    NetworkRecorder recorder = new NetworkRecorder();
    List<Integer> codes = new ArrayList<>();
    String url = "https://c.example.com/r/?id=h,d,7&mcId=e";
    for (int i = 0; i < 2; i++) {
      recorder.connectAsync(new NetworkRequest(url, HttpMethod.GET, new byte[0], Map.of("Accept", "*/*"), 5, 5), c -> codes.add(c.getResponseCode()));
    }
    recorder.connectAsync(
        new NetworkRequest("https://c.example.com/rest/head/mobileAppV5/p/subscriptions/e", HttpMethod.POST,
            "{\"pushPlatform\":\"gcm\"}".getBytes(StandardCharsets.UTF_8), null, 5, 5), null);
    List<Map<String, Object>> taken = recorder.take();
    // Two identical hits stay two (a map keyed by URL, as Adobe's test double keeps them, would hold one).
    assertEquals(List.of("GET", "GET", "POST"), taken.stream().map(r -> r.get("method")).toList());
    assertEquals(taken.get(0), taken.get(1));
    assertEquals("{\"pushPlatform\":\"gcm\"}", taken.get(2).get("body"));
    assertEquals(List.of(200, 200), codes);
    assertEquals(List.of(), recorder.take());
  }

  @Test
  void theServiceProviderLeadsToTheRecorderUnlessReplaced() {
    assertSame(NetworkRecorder.shared(), ServiceProvider.getInstance().getNetworkService());
    NetworkRecorder other = new NetworkRecorder();
    ServiceProvider.getInstance().setNetworkService(other);
    try {
      assertSame(other, ServiceProvider.getInstance().getNetworkService());
    } finally {
      ServiceProvider.getInstance().setNetworkService(null);
    }
  }

  @Test
  void sendingHitsEachAcceptedCallSendsOne() {
    CampaignHits.sending(true);
    try {
      NetworkRecorder.shared().take();
      MobileCore.collectMessageInfo(Map.of("deliveryId", "d1", "broadlogId", "h1", "action", "7"));
      MobileCore.collectMessageInfo(Map.of("deliveryId", "d1", "broadlogId", "h1", "action", "7"));
      // The SDK drops these: an empty id, a number, another action name than "tracking".
      MobileCore.collectMessageInfo(Map.of("deliveryId", "", "broadlogId", "h1", "action", "2"));
      MobileCore.collectMessageInfo(Map.of("deliveryId", "d1", "broadlogId", "h1", "action", 2));
      MobileCore.trackAction("other", Map.of("deliveryId", "d1", "broadlogId", "h1", "action", "2"));
      // trackAction("tracking") reaches Campaign through its postback rule.
      MobileCore.trackAction("tracking", Map.of("deliveryId", "d1", "broadlogId", "h1", "action", "1"));
      MobileCore.updateConfiguration(Map.of("campaign.server", "mkt.example.com:8443"));
      MobileCore.collectMessageInfo(Map.of("deliveryId", "d1", "broadlogId", "h1", "action", "2"));
      assertEquals(
          List.of(
              "https://campaign.example.com/r/?id=h1,d1,7&mcId=" + ECID, "https://campaign.example.com/r/?id=h1,d1,7&mcId=" + ECID,
              "https://campaign.example.com/r/?id=h1,d1,1&mcId=" + ECID, "https://mkt.example.com:8443/r/?id=h1,d1,2&mcId=" + ECID),
          NetworkRecorder.shared().take().stream().map(r -> r.get("url")).toList());
    } finally {
      CampaignHits.sending(false);
      CampaignHits.configuration(Map.of("campaign.server", CampaignHits.DEFAULT_SERVER));
      SharedSecrets.mobileCore().takeCalls();
      NetworkRecorder.shared().take();
    }
  }

  /** An adapter reporting calls and hits, over the protocol: hello says so, each answer carries the requests. */
  @Test
  @SuppressWarnings("unchecked")
  void anAdapterReportingHitsAnswersWithTheRequests() throws Exception {
    Object[] result = KitTest.transcriptOf(HitsAdapter.class.getName(), List.of(),
        "{\"type\":\"hello\",\"protocols\":[3]}",
        "{\"type\":\"begin\",\"id\":\"1\",\"case\":\"C\",\"platform\":\"android\",\"api\":\"any\",\"initialState\":\"background\"}",
        KitTest.callback(2, "FirebaseMessagingService.onMessageReceived",
            "{\"message\":{\"data\":{\"_dId\":\"d1\",\"_mId\":\"h1&x\"},\"messageId\":\"m\"}}"),
        "{\"type\":\"end\",\"id\":\"3\",\"case\":\"C\"}",
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = (List<Map<String, Object>>) result[0];
    assertEquals(List.of("calls", "hits"), answers.get(0).get("reports"));
    Map<String, Object> received = answers.get(2);
    assertEquals(1, ((List<Object>) received.get("calls")).size());
    List<Map<String, Object>> requests = (List<Map<String, Object>>) received.get("requests");
    // Android's extension encodes nothing: the '&' in the id goes into the URL as it is.
    assertEquals(List.of("https://campaign.example.com/r/?id=h1&x,d1,7&mcId=" + ECID), requests.stream().map(r -> r.get("url")).toList());
    assertEquals(List.of(), answers.get(3).get("requests"));
  }

  /** A tracker that tracks each push's impression, reporting calls and hits. */
  public static final class HitsAdapter {
    public static void main(String[] args) {
      System.exit(Kit.serve("kit-hits", "1.0", EnumSet.of(Api.COLLECT_MESSAGE_INFO), EnumSet.of(Evidence.CALLS, Evidence.HITS),
          testCase -> new App(testCase).messagingService(Service.class)));
    }

    public static final class Service extends FirebaseMessagingService {
      @Override
      public void onMessageReceived(RemoteMessage message) {
        Map<String, String> data = message.getData();
        MobileCore.collectMessageInfo(Map.of("deliveryId", data.get("_dId"), "broadlogId", data.get("_mId"), "action", "7"));
      }
    }
  }
}
