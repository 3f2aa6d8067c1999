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
import dev.trackcheck.kit.internal.SharedSecrets;

/**
 * {@code CordovaWebViewImpl}: Cordova's web view, driving a {@link CordovaWebViewEngine} (the
 * kit's own, made by {@code CordovaActivity.makeWebView()}, has no browser). {@link #init} makes
 * the {@link PluginManager} and starts the {@code onload} plugins; the activity's lifecycle is
 * forwarded to them as Cordova forwards it (pause and resume once the view is initialised). No
 * page is loaded and no JavaScript runs: what plugins send to it is kept for the adapter to read,
 * through {@code dev.trackcheck.kit.internal.SharedSecrets.cordovaWebViews(webView)}
 * ({@code results(webView)}, {@code javascript(webView)}).
 */
public class CordovaWebViewImpl implements CordovaWebView {
  protected final CordovaWebViewEngine engine;
  private PluginManager pluginManager;
  private CordovaInterface cordova;
  private CordovaPreferences preferences;
  private String loadedUrl;
  private final Set<Integer> boundKeyCodes = new HashSet<>();
  private final List<Map.Entry<String, PluginResult>> results = new ArrayList<>();
  private final List<String> javascript = new ArrayList<>();

  /** The web view driving {@code cordovaWebViewEngine}, as Cordova's constructor makes it. */
  public CordovaWebViewImpl(CordovaWebViewEngine cordovaWebViewEngine) { this.engine = cordovaWebViewEngine; }

  /** The kit's web view for {@code context} ({@code CordovaActivity.makeWebView()}): the kit's engine, no browser. */
  CordovaWebViewImpl(Context context) { this(new NoBrowserEngine(context)); }

  @Override
  public void init(CordovaInterface cordova, List<PluginEntry> pluginEntries, CordovaPreferences preferences) {
    if (this.cordova != null) throw new IllegalStateException("the web view is initialised already");
    this.cordova = cordova;
    this.preferences = preferences;
    pluginManager = new PluginManager(this, cordova, pluginEntries);
    pluginManager.init();
  }

  @Override public boolean isInitialized() { return cordova != null; }
  @Override public View getView() { return engine.getView(); }
  @Override public CordovaWebViewEngine getEngine() { return engine; }

  /**
   * Hands the URL to the engine (the kit's loads nothing); a later load with {@code recreatePlugins}
   * makes the plugins anew, as Cordova does.
   */
  @Override
  public void loadUrlIntoView(String url, boolean recreatePlugins) {
    boolean recreate = recreatePlugins || loadedUrl == null;
    if (recreate) {
      if (loadedUrl != null) pluginManager.init();
      loadedUrl = url;
    }
    engine.loadUrl(url, recreate);
  }

  @Override public void loadUrl(String url) { loadUrlIntoView(url, true); }
  @Override public void stopLoading() { engine.stopLoading(); }
  @Override public boolean canGoBack() { return engine.canGoBack(); }
  @Override public void clearCache() { engine.clearCache(); }
  @Override public void clearHistory() { engine.clearHistory(); }
  @Override public boolean backHistory() { return engine.goBack(); }

  /** To the plugins; the engine's page is paused unless it keeps running, as Cordova does. */
  @Override
  public void handlePause(boolean keepRunning) {
    if (!isInitialized()) return;
    pluginManager.onPause(keepRunning);
    if (!keepRunning) engine.setPaused(true);
  }

  @Override
  public void onNewIntent(Intent intent) {
    if (pluginManager != null) pluginManager.onNewIntent(intent);
  }

  @Override
  public void handleResume(boolean keepRunning) {
    if (!isInitialized()) return;
    engine.setPaused(false);
    pluginManager.onResume(keepRunning);
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
    if (!isInitialized()) return;
    pluginManager.onDestroy();
    engine.destroy();
  }

  /** Kept (the kit's {@code javascript(webView)}); nothing runs it. */
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

  /** Kept for the adapter (the kit's {@code results(webView)}), as the JavaScript would receive it. */
  @Override
  public synchronized void sendPluginResult(PluginResult cr, String callbackId) { results.add(new AbstractMap.SimpleImmutableEntry<>(callbackId, cr)); }

  @Override public PluginManager getPluginManager() { return pluginManager; }
  @Override public CordovaPreferences getPreferences() { return preferences; }
  /** The URL the plugins were last made for (the kit's engine loads no page that could move elsewhere). */
  @Override public String getUrl() { return loadedUrl; }
  @Override public Context getContext() { return engine.getView().getContext(); }
  @Override public Object postMessage(String id, Object data) { return pluginManager.postMessage(id, data); }

  /** What plugins sent the JavaScript: callback id and result, in order. */
  private synchronized List<Map.Entry<String, Object>> results() {
    List<Map.Entry<String, Object>> sent = new ArrayList<>();
    for (Map.Entry<String, PluginResult> result : results) sent.add(new AbstractMap.SimpleImmutableEntry<>(result.getKey(), result.getValue()));
    return sent;
  }

  /** The JavaScript plugins asked to run ({@code sendJavascript}), in order. */
  private synchronized List<String> javascript() { return new ArrayList<>(javascript); }

  /** The kit's access (dev.trackcheck.kit.internal.SharedSecrets): registered by each process's class. */
  private static final SharedSecrets.CordovaWebViewAccess ACCESS = new SharedSecrets.CordovaWebViewAccess() {
    @Override public List<Map.Entry<String, Object>> results(Object webView) { return ((CordovaWebViewImpl) webView).results(); }
    @Override public List<String> javascript(Object webView) { return ((CordovaWebViewImpl) webView).javascript(); }
  };

  static { SharedSecrets.register(CordovaWebViewImpl.class, SharedSecrets.CordovaWebViewAccess.class, ACCESS); }
}
