package com.adobe.marketing.mobile;

import androidx.annotation.NonNull;
import java.util.Map;

/**
 * {@code CampaignClassic}: the Adobe Campaign Classic / Campaign v8 extension's public API, as
 * AEPCampaignClassic 3.1.4 for Android declares it (adobe/aepsdk-campaignclassic-android@fe21bacd,
 * {@code code/campaignclassic/src/phone/java/com/adobe/marketing/mobile/CampaignClassic.java}; the
 * research page docs/profiles/campaign-classic.md, section 1). Its two tracking calls are recorded
 * and reported as {@code trackNotificationReceive} and {@code trackNotificationClick}, the map as
 * passed, and, when the adapter reports hits, each sends the extension's tracking request
 * ({@code dev.trackcheck.kit.CampaignClassicHits}); {@link #registerDevice} and
 * {@link #extensionVersion} are accepted and report nothing.
 */
public class CampaignClassic {
  /** The extension's class, for {@code MobileCore.registerExtensions} ({@code CampaignClassicExtension} in the SDK). */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  /** {@code CampaignClassic.EXTENSION_VERSION}: the version these stand-ins follow. */
  public static final String EXTENSION_VERSION = "3.1.4";

  private static final String LOG_TAG = "CampaignClassicExtension";

  private CampaignClassic() {}

  /** {@code extensionVersion()}: {@value #EXTENSION_VERSION}. */
  @NonNull
  public static String extensionVersion() { return EXTENSION_VERSION; }

  /**
   * {@code registerDevice(token, userKey, additionalParams)}: registration with the Campaign
   * Classic marketing server, not a tracking call; nothing is reported.
   */
  public static void registerDevice(@NonNull final String token, final String userKey, final Map<String, Object> additionalParams) {}

  /**
   * {@code trackNotificationReceive(trackInfo)}: recorded as {@code trackNotificationReceive} with
   * the map as passed. As in the SDK, a null or empty map is refused by the method itself: the SDK
   * logs "The provided trackInfo map is null or empty" and dispatches no event
   * (CampaignClassic.java@fe21bacd), so nothing is recorded.
   */
  public static void trackNotificationReceive(@NonNull final Map<String, String> trackInfo) {
    track("trackNotificationReceive", dev.trackcheck.kit.CampaignClassicHits.RECEIVE, "Failed to track notification receive for CampaignClassic", trackInfo);
  }

  /**
   * {@code trackNotificationClick(trackInfo)}: recorded as {@code trackNotificationClick} with the
   * map as passed. A null or empty map is refused by the method itself, as in the SDK
   * (CampaignClassic.java@fe21bacd): nothing is recorded.
   */
  public static void trackNotificationClick(@NonNull final Map<String, String> trackInfo) {
    track("trackNotificationClick", dev.trackcheck.kit.CampaignClassicHits.CLICK, "Failed to track notification click for CampaignClassic", trackInfo);
  }

  private static void track(String api, String tag, String failure, Map<String, String> trackInfo) {
    // CampaignClassic.java@fe21bacd: `if (trackInfo == null || trackInfo.isEmpty()) { Log.error(…); return; }`.
    if (trackInfo == null || trackInfo.isEmpty()) {
      MobileCore.sdkLog(LoggingMode.ERROR, LOG_TAG, failure + " (The provided trackInfo map is null or empty)");
      return;
    }
    MobileCore.record(api, null, trackInfo);
    // The extension's tracking request for it, when the adapter reports hits.
    dev.trackcheck.kit.CampaignClassicHits.process(tag, trackInfo);
  }

  private static final class Registered extends Extension {}
}
