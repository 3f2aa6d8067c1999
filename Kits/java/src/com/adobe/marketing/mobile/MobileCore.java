package com.adobe.marketing.mobile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Adobe Mobile SDK's {@code MobileCore}, as a recorder: tracker code calls it as it calls
 * the SDK, and the kit reports the calls, as passed, in its answer.
 */
public final class MobileCore {
  private static final List<Map<String, Object>> CALLS = new ArrayList<>();

  private MobileCore() {}

  /** {@code MobileCore.collectMessageInfo(contextData)} (ACPCore 1.4.0 and later). */
  public static void collectMessageInfo(Map<String, ?> messageInfo) {
    record("collectMessageInfo", null, messageInfo);
  }

  /** {@code MobileCore.trackAction(action, contextData)}: the older SDKs' way. */
  public static void trackAction(String action, Map<String, String> contextData) {
    record("trackAction", action, contextData);
  }

  static synchronized void record(String api, String action, Map<String, ?> contextData) {
    Map<String, Object> call = new LinkedHashMap<>();
    call.put("api", api);
    if (api.equals("trackAction")) call.put("action", action);
    call.put("contextData", contextData == null ? null : new LinkedHashMap<>(contextData));
    CALLS.add(call);
  }

  /** The calls since the last take (the kit's, not the tracker's). */
  public static synchronized List<Map<String, Object>> takeCalls() {
    List<Map<String, Object>> taken = new ArrayList<>(CALLS);
    CALLS.clear();
    return taken;
  }
}
