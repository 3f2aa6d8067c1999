package org.apache.cordova;

import android.content.Context;
import android.content.Intent;
import android.view.View;
import java.util.List;
import java.util.Map;

/** {@code CordovaWebView}: the web view and its plugins ({@link CordovaWebViewImpl}: no page is rendered here). */
public interface CordovaWebView {
  /** The cordova-android release these classes follow. */
  String CORDOVA_VERSION = "12.0.1";

  void init(CordovaInterface cordova, List<PluginEntry> pluginEntries, CordovaPreferences preferences);
  boolean isInitialized();
  View getView();
  void loadUrlIntoView(String url, boolean recreatePlugins);
  void loadUrl(String url);
  void stopLoading();
  boolean canGoBack();
  void clearCache();
  void clearHistory();
  boolean backHistory();
  void handlePause(boolean keepRunning);
  void onNewIntent(Intent intent);
  void handleResume(boolean keepRunning);
  void handleStart();
  void handleStop();
  void handleDestroy();
  void sendJavascript(String statement);
  void showWebPage(String url, boolean openExternal, boolean clearHistory, Map<String, Object> params);
  void setButtonPlumbedToJs(int keyCode, boolean override);
  boolean isButtonPlumbedToJs(int keyCode);
  void sendPluginResult(PluginResult cr, String callbackId);
  PluginManager getPluginManager();
  /** The browser engine it drives. */
  CordovaWebViewEngine getEngine();
  CordovaPreferences getPreferences();
  String getUrl();
  Context getContext();
  Object postMessage(String id, Object data);
}
