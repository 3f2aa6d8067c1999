package dev.trackcheck.kit;

import com.adobe.marketing.mobile.services.HttpMethod;
import com.adobe.marketing.mobile.services.NetworkRequest;
import com.adobe.marketing.mobile.services.ServiceProvider;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The Edge Network requests the kit's {@code Messaging} stand-in sends when the adapter reports
 * hits: each push tracking event the Messaging extension dispatches, sent by the Edge extension as
 * one experience event in its own request (AEPMessaging 3.10.0 for Android,
 * aepsdk-messaging-android@0438aaeb {@code MessagingExtension.handleTrackingInfo}, {@code getXdmData},
 * {@code addApplicationData}, {@code addXDMData}; AEPEdge 3.0.2, aepsdk-edge-android@f607561c
 * {@code EdgeEndpoint}, {@code RequestBuilder}, {@code EdgeHitProcessor}; docs/profiles/journey-optimizer.md,
 * sections 4 and 13): {@code POST https://{edge.domain}/ee/v1/interact?configId={edge.configId}&requestId={UUID}},
 * {@code Content-Type} and {@code accept} {@code application/json}, the event's {@code xdm} ({@code eventType},
 * {@code pushNotificationTracking}, {@code application.launches.value}, the {@code _xdm}'s {@code mixins}
 * else {@code cjm} merged in, the message profile added to its journey data, {@code _id} and
 * {@code timestamp}) and {@code meta.collect.datasetId}.
 *
 * <p>The configuration ({@code MobileCore.updateConfiguration}): {@code edge.domain} (else
 * {@code edge.adobedc.net}), {@code edge.configId} and {@code messaging.eventDataset} (else the kit's
 * own, as a configured app holds them); a blank datastream or dataset sends nothing, as the SDK does.
 */
public final class EdgeHits {
  /** The Edge Network's domain when the app configures none. */
  public static final String DEFAULT_DOMAIN = "edge.adobedc.net";
  /** The datastream and dataset used when the app configures none. */
  public static final String DEFAULT_DATASTREAM = "trackcheck-datastream";
  public static final String DEFAULT_DATASET = "trackcheck-push-tracking-dataset";
  /** {@code EdgeConstants.NetworkKeys.DEFAULT_CONNECT_TIMEOUT_SECONDS} and its read timeout. */
  static final int TIMEOUT = 5;
  private static final String MESSAGE_PROFILE = "https://ns.adobe.com/xdm/channels/push";

  private static final Map<String, Object> configuration = new LinkedHashMap<>();

  private EdgeHits() {}

  /** The app's configuration, as {@code MobileCore.updateConfiguration} gets it: the Edge and Messaging keys. */
  public static synchronized void configuration(Map<String, ?> values) {
    if (values == null) return;
    for (String key : List.of("edge.domain", "edge.configId", "messaging.eventDataset")) {
      if (values.containsKey(key)) configuration.put(key, values.get(key));
    }
  }

  /** Forgets the app's configuration (the defaults again). */
  static synchronized void resetConfiguration() {
    configuration.clear();
  }

  private static synchronized String configured(String key, String fallback) {
    if (!configuration.containsKey(key)) return fallback;
    return configuration.get(key) instanceof String text ? text.trim() : "";
  }

  /**
   * The request body the Edge extension sends for the Messaging {@code event} (its {@code messageId},
   * {@code eventType}, {@code applicationOpened}, {@code actionId} and {@code adobe_xdm}), to {@code dataset}.
   */
  public static Map<String, Object> body(Map<String, ?> event, String dataset) {
    Map<String, Object> tracking = new LinkedHashMap<>();
    if (event.get("actionId") instanceof String actionId) tracking.put("customAction", Map.of("actionID", actionId));
    tracking.put("pushProvider", "fcm");
    tracking.put("pushProviderMessageID", event.get("messageId"));
    Map<String, Object> xdm = new LinkedHashMap<>();
    xdm.put("eventType", event.get("eventType"));
    xdm.put("pushNotificationTracking", tracking);
    xdm.put("application", Map.of("launches", Map.of("value", Boolean.TRUE.equals(event.get("applicationOpened")) ? 1 : 0)));
    xdm.putAll(mixins(event.get("adobe_xdm")));
    xdm.put("_id", UUID.randomUUID().toString());
    xdm.put("timestamp", timestamp(java.time.Instant.now()));
    Map<String, Object> experienceEvent = new LinkedHashMap<>();
    experienceEvent.put("xdm", xdm);
    experienceEvent.put("meta", Map.of("collect", Map.of("datasetId", dataset)));
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("events", List.of(experienceEvent));
    body.put("meta", Map.of("konductorConfig", Map.of("streaming", Map.of("enabled", true, "recordSeparator", "\u0000", "lineFeed", "\n"))));
    return body;
  }

  /** AEP Core's {@code TimeUtils.getISO8601UTCDateWithMilliseconds()}: UTC, always with milliseconds ({@code Instant.toString()} drops {@code .000}). */
  static final java.time.format.DateTimeFormatter TIMESTAMP =
      java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX").withZone(java.time.ZoneOffset.UTC);

  /** The event's {@code timestamp} at {@code instant}. */
  static String timestamp(java.time.Instant instant) { return TIMESTAMP.format(instant); }

  /**
   * {@code addXDMData}: the JSON text's {@code mixins}, else its {@code cjm}, with the message profile
   * and push channel context put into its {@code _experience.customerJourneyManagement}; nothing when
   * the text is missing, not JSON, or has neither.
   */
  @SuppressWarnings("unchecked")
  static Map<String, Object> mixins(Object adobeXdm) {
    if (!(adobeXdm instanceof String text) || text.isEmpty()) return Map.of();
    Object parsed;
    try {
      parsed = Json.parse(text);
    } catch (IllegalArgumentException notJson) {
      return Map.of();
    }
    if (!(parsed instanceof Map<?, ?> object)) return Map.of();
    Object chosen = object.get("mixins") instanceof Map<?, ?> mixins ? mixins : object.get("cjm");
    if (!(chosen instanceof Map<?, ?> found)) return Map.of();
    Map<String, Object> content = new LinkedHashMap<>((Map<String, Object>) found);
    if (content.get("_experience") instanceof Map<?, ?> experience
        && experience.get("customerJourneyManagement") instanceof Map<?, ?> journey) {
      Map<String, Object> withProfile = new LinkedHashMap<>((Map<String, Object>) journey);
      withProfile.put("messageProfile", Map.of("channel", Map.of("_id", MESSAGE_PROFILE)));
      withProfile.put("pushChannelContext", Map.of("platform", "fcm"));
      Map<String, Object> changed = new LinkedHashMap<>((Map<String, Object>) experience);
      changed.put("customerJourneyManagement", withProfile);
      content.put("_experience", changed);
    }
    return content;
  }

  /** What the Edge extension does with an event the Messaging extension dispatched: the request it sends, if any. */
  public static void process(Map<String, ?> event) {
    if (!CampaignHits.isSending()) return;
    String dataset = configured("messaging.eventDataset", DEFAULT_DATASET);
    String datastream = configured("edge.configId", DEFAULT_DATASTREAM);
    if (dataset.isEmpty() || datastream.isEmpty()) return;
    String domain = configured("edge.domain", DEFAULT_DOMAIN);
    if (domain.isEmpty()) domain = DEFAULT_DOMAIN;
    String url = "https://" + domain + "/ee/v1/interact?configId=" + datastream + "&requestId=" + UUID.randomUUID();
    byte[] body = Json.write(body(event, dataset)).getBytes(StandardCharsets.UTF_8);
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("accept", "application/json");
    headers.put("Content-Type", "application/json");
    ServiceProvider.getInstance().getNetworkService()
        .connectAsync(new NetworkRequest(url, HttpMethod.POST, body, headers, TIMEOUT, TIMEOUT), connection -> {});
  }
}
