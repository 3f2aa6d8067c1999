package org.apache.cordova;

import android.content.Context;
import android.content.Intent;
import android.net.Uri;
import android.view.View;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code CordovaWebViewImpl}: Cordova's web view without a browser engine. {@link #init} makes
 * the {@link PluginManager} and starts the {@code onload} plugins; the activity's lifecycle is
 * forwarded to them as Cordova forwards it (pause and resume once the view is initialised). No
 * page is loaded and no JavaScript runs: what plugins send to it ({@link #results()},
 * {@link #javascript()}) is kept for the adapter to read.
 */
public class CordovaWebViewImpl implements CordovaWebView {
  private final View view;
  private PluginManager pluginManager;
  private CordovaInterface cordova;
  private CordovaPreferences preferences;
  private String loadedUrl;
  private final Set<Integer> boundKeyCodes = new HashSet<>();
  private final List<Map.Entry<String, PluginResult>> results = new ArrayList<>();
  private final List<String> javascript = new ArrayList<>();

  public CordovaWebViewImpl(Context context) { view = new View(context); }

  @Override
  public void init(CordovaInterface cordova, List<PluginEntry> pluginEntries, CordovaPreferences preferences) {
    if (this.cordova != null) throw new IllegalStateException("the web view is initialised already");
    this.cordova = cordova;
    this.preferences = preferences;
    pluginManager = new PluginManager(this, cordova, pluginEntries);
    pluginManager.init();
  }

  @Override public boolean isInitialized() { return cordova != null; }
  @Override public View getView() { return view; }

  /** Loads nothing (no engine); a later load with {@code recreatePlugins} makes the plugins anew, as Cordova does. */
  @Override
  public void loadUrlIntoView(String url, boolean recreatePlugins) {
    if ((recreatePlugins || loadedUrl == null) && loadedUrl != null) pluginManager.init();
    if (recreatePlugins || loadedUrl == null) loadedUrl = url;
  }

  @Override public void loadUrl(String url) { loadUrlIntoView(url, true); }
  @Override public void stopLoading() {}
  @Override public boolean canGoBack() { return false; }
  @Override public void clearCache() {}
  @Override public void clearHistory() {}
  @Override public boolean backHistory() { return false; }

  @Override
  public void handlePause(boolean keepRunning) {
    if (isInitialized()) pluginManager.onPause(keepRunning);
  }

  @Override
  public void onNewIntent(Intent intent) {
    if (pluginManager != null) pluginManager.onNewIntent(intent);
  }

  @Override
  public void handleResume(boolean keepRunning) {
    if (isInitialized()) pluginManager.onResume(keepRunning);
  }

  @Override
  public void handleStart() {
    if (isInitialized()) pluginManager.onStart();
  }

  @Override
  public void handleStop() {
    if (isInitialized()) pluginManager.onStop();
  }

  @Override
  public void handleDestroy() {
    if (isInitialized()) pluginManager.onDestroy();
  }

  /** Kept ({@link #javascript()}); nothing runs it. */
  @Override
  public synchronized void sendJavascript(String statement) { javascript.add(statement); }

  /** {@code openExternal}: an {@code ACTION_VIEW} intent started from the activity; otherwise loaded (nothing). */
  @Override
  public void showWebPage(String url, boolean openExternal, boolean clearHistory, Map<String, Object> params) {
    if (openExternal) {
      cordova.getActivity().startActivity(new Intent(Intent.ACTION_VIEW, Uri.parse(url)));
    } else {
      loadUrlIntoView(url, true);
    }
  }

  @Override public void setButtonPlumbedToJs(int keyCode, boolean override) { if (override) boundKeyCodes.add(keyCode); else boundKeyCodes.remove(keyCode); }
  @Override public boolean isButtonPlumbedToJs(int keyCode) { return boundKeyCodes.contains(keyCode); }

  /** Kept for the adapter ({@link #results()}), as the JavaScript would receive it. */
  @Override
  public synchronized void sendPluginResult(PluginResult cr, String callbackId) { results.add(new AbstractMap.SimpleImmutableEntry<>(callbackId, cr)); }

  @Override public PluginManager getPluginManager() { return pluginManager; }
  @Override public CordovaPreferences getPreferences() { return preferences; }
  @Override public String getUrl() { return loadedUrl; }
  @Override public Context getContext() { return view.getContext(); }
  @Override public Object postMessage(String id, Object data) { return pluginManager.postMessage(id, data); }

  /** What plugins sent the JavaScript: callback id and result, in order. */
  public synchronized List<Map.Entry<String, PluginResult>> results() { return new ArrayList<>(results); }

  /** The JavaScript plugins asked to run ({@code sendJavascript}), in order. */
  public synchronized List<String> javascript() { return new ArrayList<>(javascript); }
}
