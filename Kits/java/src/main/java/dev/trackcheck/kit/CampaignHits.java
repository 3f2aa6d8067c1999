package dev.trackcheck.kit;

import com.adobe.marketing.mobile.services.HttpMethod;
import com.adobe.marketing.mobile.services.NetworkRequest;
import com.adobe.marketing.mobile.services.ServiceProvider;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The Campaign extension's tracking hits, as the kit's SDK stand-ins send them when the adapter
 * reports hits: for each call the SDK accepts ({@code collectMessageInfo}, or
 * {@code trackAction("tracking", …)} with the postback rule) with three non-empty string values, a
 * {@code GET} through {@code ServiceProvider.getInstance().getNetworkService()} to the URL Android's
 * extension formats, nothing encoded: {@code String.format(CAMPAIGN_TRACKING_URL, server, broadlogId,
 * deliveryId, action, ecid)} (docs/SOURCES.md, AEPSDK-CAMPAIGN-ANDROID).
 */
public final class CampaignHits {
  /** The {@code campaign.server} used when the app configures none ({@code MobileCore.updateConfiguration}). */
  public static final String DEFAULT_SERVER = "campaign.example.com";
  /** The ECID the stand-ins' Identity holds. */
  public static final String ECID = "43174937127634517389425386451364813219";
  /** {@code CampaignConstants.CAMPAIGN_TRACKING_URL}. */
  static final String TRACKING_URL = "https://%s/r/?id=%s,%s,%s&mcId=%s";

  private static boolean sending;
  private static String server;

  private CampaignHits() {}

  /** Whether the stand-ins send hits (the adapter reports them). */
  static synchronized void sending(boolean on) { sending = on; }

  /** Whether the stand-ins send hits: Campaign Standard's here, Campaign Classic's ({@link CampaignClassicHits}). */
  static synchronized boolean isSending() { return sending; }

  /** The app's configuration, as {@code MobileCore.updateConfiguration} gets it: its {@code campaign.server}. */
  public static synchronized void configuration(Map<String, ?> values) {
    if (values != null && values.get("campaign.server") instanceof String configured) server = configured;
  }

  /** The tracking URL Android's extension formats, or {@code null} when it sends nothing (an empty value). */
  public static String trackingUrl(String server, String broadlogId, String deliveryId, String action, String ecid) {
    for (String value : new String[] {server, broadlogId, deliveryId, action, ecid}) {
      if (value == null || value.isEmpty()) return null;
    }
    return String.format(TRACKING_URL, server, broadlogId, deliveryId, action, ecid);
  }

  /** What the extension does with a call the tracker made: the hit it sends, if any. */
  public static void process(String api, String action, Map<String, ?> contextData) {
    String target;
    synchronized (CampaignHits.class) {
      if (!sending) return;
      target = server == null ? DEFAULT_SERVER : server;
    }
    boolean reachesCampaign = api.equals("collectMessageInfo") || (api.equals("trackAction") && "tracking".equals(action));
    if (!reachesCampaign || contextData == null) return;
    // DataReader.optString(…, ""): anything but a non-empty string sends nothing.
    String url = trackingUrl(target, text(contextData.get("broadlogId")), text(contextData.get("deliveryId")), text(contextData.get("action")), ECID);
    if (url == null) return;
    Map<String, String> headers = new java.util.LinkedHashMap<>();
    headers.put("connection", "close");
    headers.put("Content-Type", "application/json");
    headers.put("Accept", "*/*");
    ServiceProvider.getInstance().getNetworkService().connectAsync(
        new NetworkRequest(url, HttpMethod.GET, "".getBytes(StandardCharsets.UTF_8), headers, 5, 5), connection -> {});
  }

  private static String text(Object value) { return value instanceof String string ? string : ""; }
}
