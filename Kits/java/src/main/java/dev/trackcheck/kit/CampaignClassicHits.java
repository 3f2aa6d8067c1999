package dev.trackcheck.kit;

import com.adobe.marketing.mobile.services.HttpMethod;
import com.adobe.marketing.mobile.services.NetworkRequest;
import com.adobe.marketing.mobile.services.ServiceProvider;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Campaign Classic extension's tracking requests, as the kit's {@code CampaignClassic} stand-in
 * sends them when the adapter reports hits: for each {@code trackNotificationReceive} (tag
 * {@code 1}) or {@code trackNotificationClick} (tag {@code 2}) that passes the extension's gates, a
 * {@code GET} with no body and no headers through
 * {@code ServiceProvider.getInstance().getNetworkService()} to
 * {@code String.format("https://%s/r/?id=h%s,%s,%s", trackingServer, messageId, deliveryId, tag)},
 * nothing encoded (AEPCampaignClassic 3.1.4 for Android, aepsdk-campaignclassic-android@fe21bacd:
 * {@code CampaignClassicConstants.TRACKING_API_URL_BASE}, {@code TrackRequestManager.handleTrackRequest};
 * docs/profiles/campaign-classic.md, sections 2 and 4).
 *
 * <p>The gates, in the extension's order (research page, section 2):
 * <ul>
 *   <li>privacy opted in: the stand-ins' SDK always is, as for Campaign Standard's hits
 *       ({@code MobileCore.getPrivacyStatus} answers {@code OPT_IN}; {@code setPrivacyStatus} changes nothing);</li>
 *   <li>{@code campaignclassic.trackingServer}: the app's, given to {@code MobileCore.updateConfiguration}
 *       (a value that is not a string, or is blank, sends nothing: {@code CampaignClassicConfiguration.trackingServer}),
 *       else {@link #DEFAULT_TRACKING_SERVER}, as {@code configureWithAppID}'s configuration would hold one;</li>
 *   <li>{@code _dId} and {@code _mId}: strings, not blank ({@code EventExtensions.kt}: {@code optString(…, "")},
 *       {@code isNullOrBlank}); the map is read with {@code DataReader.optStringMap}, so a map holding any
 *       value that is not a string has no ids at all;</li>
 *   <li>{@code _mId} a UUID (kept as it is) or a decimal integer (its hex: {@link #messageId}); anything
 *       else sends nothing.</li>
 * </ul>
 */
public final class CampaignClassicHits {
  /** The {@code campaignclassic.trackingServer} used when the app configures none. */
  public static final String DEFAULT_TRACKING_SERVER = "tracking.example.com";
  /** {@code CampaignClassicConstants.TRACKING_API_URL_BASE}. */
  static final String TRACKING_URL = "https://%s/r/?id=h%s,%s,%s";
  /** {@code MESSAGE_RECEIVED_TAGID}. */
  public static final String RECEIVE = "1";
  /** {@code MESSAGE_CLICKED_TAGID}. */
  public static final String CLICK = "2";
  /** {@code CampaignClassicConstants.DEFAULT_TIMEOUT}: the request's connect and read timeout, in seconds. */
  static final int TIMEOUT = 30;
  private static final String TRACKING_SERVER_KEY = "campaignclassic.trackingServer";
  /** {@code TrackRequestManager.UUID_PATTERN}. */
  private static final Pattern UUID = Pattern.compile("^(?i)[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$");

  private static boolean configured;
  private static Object trackingServer;

  private CampaignClassicHits() {}

  /** The app's configuration, as {@code MobileCore.updateConfiguration} gets it: its {@code campaignclassic.trackingServer}. */
  public static synchronized void configuration(Map<String, ?> values) {
    if (values == null || !values.containsKey(TRACKING_SERVER_KEY)) return;
    configured = true;
    trackingServer = values.get(TRACKING_SERVER_KEY);
  }

  /** Forgets the app's configuration (the default server again). */
  static synchronized void resetConfiguration() {
    configured = false;
    trackingServer = null;
  }

  /**
   * The {@code id}'s message part Android's extension makes of {@code _mId}, or {@code null} when it
   * sends nothing ({@code TrackRequestManager.handleTrackRequest}): a UUID as it is; a negative
   * decimal that fits 32 bits as the hex of its 32-bit two's complement ({@code String.format("%x",
   * messageId.toInt())}, 3.1.4); any other decimal that fits 64 bits as the hex of the 64-bit value,
   * no padding, a negative one in 64-bit two's complement ({@code String.format("%x", messageId.toLong())}).
   */
  public static String messageId(String messageId) {
    if (UUID.matcher(messageId).matches()) return messageId;
    try {
      if (isNegative32BitDecimal(messageId)) return String.format("%x", Integer.parseInt(messageId));
      return String.format("%x", Long.parseLong(messageId));
    } catch (NumberFormatException notDecimal) {
      return null;
    }
  }

  /** {@code String.isNegative32BitDecimal()}: a '-', digits only after it, and a value {@code toIntOrNull} takes. */
  private static boolean isNegative32BitDecimal(String text) {
    if (!text.startsWith("-") || !text.substring(1).chars().allMatch(Character::isDigit)) return false;
    try {
      Integer.parseInt(text);
      return true;
    } catch (NumberFormatException notAnInt) {
      return false;
    }
  }

  /**
   * The tracking URL Android's extension formats for a call with {@code trackInfo} and {@code tag}
   * sent to {@code server}, or {@code null} when it sends nothing (a gate above).
   */
  public static String trackingUrl(Object server, Map<?, ?> trackInfo, String tag) {
    if (!(server instanceof String host) || blank(host) || trackInfo == null) return null;
    // DataReader.optStringMap: every key and every non-null value a string, or no map.
    for (Map.Entry<?, ?> entry : trackInfo.entrySet()) {
      if (!(entry.getKey() instanceof String) || (entry.getValue() != null && !(entry.getValue() instanceof String))) return null;
    }
    String deliveryId = text(trackInfo.get("_dId"));
    String messageId = text(trackInfo.get("_mId"));
    if (deliveryId == null || messageId == null) return null;
    String converted = messageId(messageId);
    return converted == null ? null : String.format(TRACKING_URL, host, converted, deliveryId, tag);
  }

  /** What the extension does with a call the tracker made: the request it sends, if any. */
  public static void process(String tag, Map<?, ?> trackInfo) {
    Object server;
    synchronized (CampaignClassicHits.class) {
      if (!CampaignHits.isSending()) return;
      server = configured ? trackingServer : DEFAULT_TRACKING_SERVER;
    }
    String url = trackingUrl(server, trackInfo, tag);
    if (url == null) return;
    // TrackRequestManager.sendTrackingRequest: no body, no headers, the configured timeout (30 s by default).
    ServiceProvider.getInstance().getNetworkService().connectAsync(new NetworkRequest(url, HttpMethod.GET, null, null, TIMEOUT, TIMEOUT), connection -> {});
  }

  /** {@code optString(…, "")} then {@code isNullOrBlank}: the string, or {@code null} when it is missing or blank. */
  private static String text(Object value) {
    return value instanceof String string && !blank(string) ? string : null;
  }

  /** Kotlin's {@code isBlank()}: every character {@code isWhitespace()} ({@code Character.isWhitespace} or {@code isSpaceChar}). */
  private static boolean blank(String text) {
    return text.chars().allMatch(c -> Character.isWhitespace(c) || Character.isSpaceChar(c));
  }
}
