package com.adobe.marketing.mobile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.trackcheck.kit.internal.SharedSecrets;

/**
 * The Adobe Mobile SDK's {@code MobileCore}, as a recorder: tracker code calls it as it calls
 * the SDK, and the kit reports the calls, as passed, in its answer.
 */
public final class MobileCore {
  private static final List<Map<String, Object>> CALLS = new ArrayList<>();

  private MobileCore() {}

  /** {@code MobileCore.collectMessageInfo(contextData)} (ACPCore 1.4.0 and later). */
  public static void collectMessageInfo(Map<String, Object> messageInfo) {
    record("collectMessageInfo", null, messageInfo);
  }

  /** {@code MobileCore.trackAction(action, contextData)}: the older SDKs' way. */
  public static void trackAction(String action, Map<String, String> contextData) {
    record("trackAction", action, contextData);
  }

  private static LoggingMode logLevel = LoggingMode.ERROR;

  /** The version the recorder says it is. */
  public static String extensionVersion() { return "3.0.0-trackcheck"; }

  /** {@code setApplication(app)}: the SDK's hold on the app, for the process (kept; {@link #getApplication()}). */
  public static void setApplication(android.app.Application app) { dev.trackcheck.kit.KitProcess.sdkApplication(app); }

  /** The application given to {@link #setApplication} in this process; null before, as on a device. */
  public static android.app.Application getApplication() { return dev.trackcheck.kit.KitProcess.sdkApplication(); }

  public static synchronized void setLogLevel(LoggingMode mode) { logLevel = mode; }
  public static synchronized LoggingMode getLogLevel() { return logLevel; }

  /**
   * {@code registerExtensions(extensions, completion)}: the completion runs on a thread of the
   * SDK's own, as the SDK's event hub runs it — not the main thread, not before the answer.
   */
  public static void registerExtensions(java.util.List<Class<? extends Extension>> extensions, AdobeCallback<?> completion) {
    if (completion == null) return;
    Thread hub = new Thread(() -> completion.call(null), "AEP event hub");
    hub.setDaemon(true);
    hub.start();
  }

  /**
   * {@code start(callback)} (ACP, deprecated in AEP Core 2.x, gone in 3.x): the same as registering,
   * the callback on the SDK's thread.
   */
  @Deprecated
  public static void start(AdobeCallback<?> completion) { registerExtensions(java.util.List.of(), completion); }

  /**
   * {@code registerExtension(extensionClass, errorCallback)} (ACP; deprecated in AEP Core 2.x, gone
   * in 3.x): accepted, as {@link #registerExtensions} accepts its extensions.
   */
  @Deprecated
  public static boolean registerExtension(Class<? extends Extension> extensionClass, ExtensionErrorCallback<ExtensionError> errorCallback) {
    return extensionClass != null;
  }

  public static void configureWithAppID(String appId) {}
  public static void configureWithFileInAssets(String fileName) {}
  public static void updateConfiguration(Map<String, Object> configMap) {
    dev.trackcheck.kit.CampaignHits.configuration(configMap);
    dev.trackcheck.kit.CampaignClassicHits.configuration(configMap);
    dev.trackcheck.kit.EdgeHits.configuration(configMap);
  }
  public static void clearUpdatedConfiguration() {}
  public static void setPushIdentifier(String pushIdentifier) {}
  /** {@code resetIdentities()}: no identity is kept here. */
  public static void resetIdentities() {}
  public static void setPrivacyStatus(MobilePrivacyStatus privacyStatus) {}
  public static void getPrivacyStatus(AdobeCallback<MobilePrivacyStatus> callback) { callback.call(MobilePrivacyStatus.OPT_IN); }
  public static void setSmallIconResourceID(int resourceID) {}
  public static void setLargeIconResourceID(int resourceID) {}
  public static void lifecycleStart(Map<String, String> additionalContextData) {}
  public static void lifecyclePause() {}
  public static void collectPii(Map<String, String> data) {}
  public static void setAdvertisingIdentifier(String advertisingIdentifier) {}
  public static void getSdkIdentities(AdobeCallback<String> callback) { callback.call("{}"); }

  /** {@code log(mode, tag, message)} (ACP; deprecated in AEP Core 2.x, gone in 3.x): {@link #sdkLog}. */
  @Deprecated
  public static void log(LoggingMode mode, String tag, String message) { sdkLog(mode, tag, message); }

  /** The SDK's log: to standard error, as the SDK logs to logcat. */
  static void sdkLog(LoggingMode mode, String tag, String message) {
    if (mode != null) System.err.println("AEP SDK " + mode + " - <" + tag + "> " + message);
  }

  /** {@code dispatchEvent(event)} (AEP): accepted; events are not reported. */
  public static void dispatchEvent(Event event) {}

  /**
   * {@code registerEventListener(eventType, eventSource, callback)} (AEP): accepted; the kit's SDK
   * dispatches no events, so the callback is never called.
   */
  public static void registerEventListener(final String eventType, final String eventSource, final AdobeCallback<Event> callback) {}

  /**
   * {@code dispatchEvent(event, errorCallback)} (ACP; deprecated in AEP Core 2.x, gone in 3.x):
   * accepted; a null event is an {@code EVENT_NULL} error.
   */
  @Deprecated
  public static boolean dispatchEvent(Event event, ExtensionErrorCallback<ExtensionError> errorCallback) {
    if (event == null) {
      if (errorCallback != null) errorCallback.error(ExtensionError.EVENT_NULL);
      return false;
    }
    return true;
  }

  /**
   * {@code dispatchEventWithResponseCallback(event, responseCallback, errorCallback)} (ACP;
   * deprecated in AEP Core 2.x, gone in 3.x): no extension answers here, so no response comes. A
   * null callback is a {@code CALLBACK_NULL} error, a null event an {@code EVENT_NULL} one, as in
   * AEP Core 2.x.
   */
  @Deprecated
  public static boolean dispatchEventWithResponseCallback(Event event, AdobeCallback<Event> responseCallback, ExtensionErrorCallback<ExtensionError> errorCallback) {
    if (responseCallback == null) {
      if (errorCallback != null) errorCallback.error(ExtensionError.CALLBACK_NULL);
      return false;
    }
    return dispatchEvent(event, errorCallback);
  }

  /** {@code dispatchEventWithResponseCallback(event, callback)} (deprecated in AEP Core 2.x, gone in 3.x): with the SDK's timeout. */
  @Deprecated
  public static void dispatchEventWithResponseCallback(Event event, AdobeCallbackWithError<Event> responseCallback) {
    dispatchEventWithResponseCallback(event, 5000L, responseCallback);
  }

  /** {@code dispatchEventWithResponseCallback(event, timeoutMS, callback)} (AEP): no extension answers, so the callback fails with {@code CALLBACK_TIMEOUT}, on the SDK's thread. */
  public static void dispatchEventWithResponseCallback(Event event, long timeoutMS, AdobeCallbackWithError<Event> responseCallback) {
    if (responseCallback == null) return;
    Thread hub = new Thread(() -> responseCallback.fail(AdobeError.CALLBACK_TIMEOUT), "AEP event hub");
    hub.setDaemon(true);
    hub.start();
  }

  /** {@code dispatchResponseEvent(responseEvent, requestEvent, errorCallback)} (ACP; deprecated in AEP Core 2.x, gone in 3.x): accepted. */
  @Deprecated
  public static boolean dispatchResponseEvent(Event responseEvent, Event requestEvent, ExtensionErrorCallback<ExtensionError> errorCallback) {
    return dispatchEvent(responseEvent, errorCallback) && dispatchEvent(requestEvent, errorCallback);
  }

  /** {@code trackState(state, contextData)}: an analytics state, not a push tracking call; not reported. */
  public static void trackState(String state, Map<String, String> contextData) {}

  static synchronized void record(String api, String action, Map<String, ?> contextData) {
    Map<String, Object> call = new LinkedHashMap<>();
    call.put("api", api);
    if (api.equals("trackAction")) call.put("action", action);
    call.put("contextData", contextData == null ? null : new LinkedHashMap<>(contextData));
    // Made by the SDK's own display path, not by the app's code.
    if (dev.trackcheck.kit.SdkPath.active()) call.put("origin", "sdk");
    CALLS.add(call);
    // The Campaign extension's hit for it, when the adapter reports hits.
    dev.trackcheck.kit.CampaignHits.process(api, action, contextData);
  }

  /** The calls since the last take (the kit's, not the tracker's). */
  private static synchronized List<Map<String, Object>> takeCalls() {
    List<Map<String, Object>> taken = new ArrayList<>(CALLS);
    CALLS.clear();
    return taken;
  }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets). */
  private static final SharedSecrets.MobileCoreAccess ACCESS = new SharedSecrets.MobileCoreAccess() {
    @Override public List<Map<String, Object>> takeCalls() { return MobileCore.takeCalls(); }
    @Override public Class<? extends Extension> extensionClass(String name) { return KitExtensions.named(name); }
  };

  static { SharedSecrets.register(MobileCore.class, SharedSecrets.MobileCoreAccess.class, ACCESS); }
}
