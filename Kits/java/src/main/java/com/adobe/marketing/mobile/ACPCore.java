package com.adobe.marketing.mobile;

import java.util.Map;

/** The ACPCore spelling of the SDK (the documents' samples): the same recorder as {@link MobileCore}. */
public final class ACPCore {
  private ACPCore() {}

  /** {@code ACPCore.collectMessageInfo(contextData)}. */
  public static void collectMessageInfo(Map<String, ?> messageInfo) {
    MobileCore.record("collectMessageInfo", null, messageInfo);
  }

  /** {@code ACPCore.setApplication(app)}. */
  public static void setApplication(android.app.Application app) { MobileCore.setApplication(app); }

  /** {@code ACPCore.start(callback)}: the callback on the SDK's thread. */
  public static void start(AdobeCallback<?> completion) { MobileCore.start(completion); }

  public static void setLogLevel(LoggingMode mode) { MobileCore.setLogLevel(mode); }
  public static void configureWithAppID(String appId) {}
  public static void setPushIdentifier(String pushIdentifier) {}
  public static void lifecycleStart(Map<String, String> additionalContextData) {}
  public static void lifecyclePause() {}
  public static String extensionVersion() { return "1.4.0-trackcheck"; }

  /** {@code ACPCore.trackAction(action, contextData)}. */
  public static void trackAction(String action, Map<String, String> contextData) {
    MobileCore.record("trackAction", action, contextData);
  }
}
