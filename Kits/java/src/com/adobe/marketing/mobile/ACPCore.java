package com.adobe.marketing.mobile;

import java.util.Map;

/** The ACPCore spelling of the SDK (the documents' samples): the same recorder as {@link MobileCore}. */
public final class ACPCore {
  private ACPCore() {}

  /** {@code ACPCore.collectMessageInfo(contextData)}. */
  public static void collectMessageInfo(Map<String, ?> messageInfo) {
    MobileCore.record("collectMessageInfo", null, messageInfo);
  }

  /** {@code ACPCore.trackAction(action, contextData)}. */
  public static void trackAction(String action, Map<String, String> contextData) {
    MobileCore.record("trackAction", action, contextData);
  }
}
