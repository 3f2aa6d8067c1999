package org.apache.cordova;

import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.json.JSONException;

/**
 * {@code PluginManager}: the plugins of the web view, by service name in {@code config.xml}'s
 * order. {@link #init} makes the {@code onload} ones; the others are made at their first
 * {@link #getPlugin}. Lifecycle events go to every plugin made so far.
 */
public class PluginManager {
  private static final String TAG = "PluginManager";

  private final Map<String, CordovaPlugin> pluginMap = new LinkedHashMap<>();
  private final Map<String, PluginEntry> entryMap = new LinkedHashMap<>();
  private final CordovaInterface ctx;
  private final CordovaWebView app;
  private boolean isInitialized;

  public PluginManager(CordovaWebView cordovaWebView, CordovaInterface cordova, Collection<PluginEntry> pluginEntries) {
    this.ctx = cordova;
    this.app = cordovaWebView;
    setPluginEntries(pluginEntries);
  }

  /** Replaces the entries (and the plugins made from them). */
  public void setPluginEntries(Collection<PluginEntry> pluginEntries) {
    if (isInitialized) {
      onPause(false);
      onDestroy();
      pluginMap.clear();
      entryMap.clear();
    }
    for (PluginEntry entry : pluginEntries) addService(entry);
    if (isInitialized) startupPlugins();
  }

  /** The web view starts (again): the plugins made so far are paused and destroyed, the {@code onload} ones made anew. */
  public void init() {
    isInitialized = true;
    onPause(false);
    onDestroy();
    pluginMap.clear();
    startupPlugins();
  }

  private void startupPlugins() {
    for (PluginEntry entry : new ArrayList<>(entryMap.values())) {
      if (entry.onload) getPlugin(entry.service);
      else pluginMap.put(entry.service, null);
    }
  }

  /**
   * A call from the JavaScript: {@code service}'s {@code execute(action, rawArgs, …)}; an unknown
   * service, an unknown action, bad JSON or an exception are answered on {@code callbackId} as
   * Cordova answers them. The adapter calls it where the app's JavaScript would.
   */
  public void exec(String service, String action, String callbackId, String rawArgs) {
    CordovaPlugin plugin = getPlugin(service);
    if (plugin == null) {
      LOG.d(TAG, "exec() call to unknown plugin: " + service);
      app.sendPluginResult(new PluginResult(PluginResult.Status.CLASS_NOT_FOUND_EXCEPTION), callbackId);
      return;
    }
    CallbackContext callbackContext = new CallbackContext(callbackId, app);
    try {
      if (!plugin.execute(action, rawArgs, callbackContext)) {
        callbackContext.sendPluginResult(new PluginResult(PluginResult.Status.INVALID_ACTION));
      }
    } catch (JSONException e) {
      callbackContext.sendPluginResult(new PluginResult(PluginResult.Status.JSON_EXCEPTION));
    } catch (Exception e) {
      LOG.e(TAG, "Uncaught exception from plugin", e);
      callbackContext.error(e.getMessage());
    }
  }

  /** The plugin of {@code service}, made and initialised at its first use; null for an unknown service. */
  public CordovaPlugin getPlugin(String service) {
    CordovaPlugin plugin = pluginMap.get(service);
    if (plugin == null) {
      PluginEntry entry = entryMap.get(service);
      if (entry == null) return null;
      plugin = entry.plugin != null ? entry.plugin : instantiatePlugin(entry.pluginClass);
      plugin.privateInitialize(service, ctx, app, app.getPreferences());
      pluginMap.put(service, plugin);
    }
    return plugin;
  }

  public void addService(String service, String className) { addService(new PluginEntry(service, className, false)); }

  public void addService(String service, String className, boolean onload) { addService(new PluginEntry(service, className, onload)); }

  public void addService(PluginEntry entry) {
    entryMap.put(entry.service, entry);
    if (entry.plugin != null) {
      entry.plugin.privateInitialize(entry.service, ctx, app, app.getPreferences());
      pluginMap.put(entry.service, entry.plugin);
    }
  }

  private List<CordovaPlugin> made() {
    List<CordovaPlugin> plugins = new ArrayList<>();
    for (CordovaPlugin plugin : pluginMap.values()) if (plugin != null) plugins.add(plugin);
    return plugins;
  }

  public void onPause(boolean multitasking) { for (CordovaPlugin plugin : made()) plugin.onPause(multitasking); }
  public void onResume(boolean multitasking) { for (CordovaPlugin plugin : made()) plugin.onResume(multitasking); }
  public void onStart() { for (CordovaPlugin plugin : made()) plugin.onStart(); }
  public void onStop() { for (CordovaPlugin plugin : made()) plugin.onStop(); }
  public void onDestroy() { for (CordovaPlugin plugin : made()) plugin.onDestroy(); }
  public void onNewIntent(Intent intent) { for (CordovaPlugin plugin : made()) plugin.onNewIntent(intent); }
  public void onReset() { for (CordovaPlugin plugin : made()) plugin.onReset(); }
  public void onConfigurationChanged(Configuration newConfig) { for (CordovaPlugin plugin : made()) plugin.onConfigurationChanged(newConfig); }

  /** {@code postMessage(id, data)}: to every plugin, then the activity ({@code CordovaInterface.onMessage}); the first non-null answer. */
  public Object postMessage(String id, Object data) {
    for (CordovaPlugin plugin : made()) {
      Object answer = plugin.onMessage(id, data);
      if (answer != null) return answer;
    }
    return ctx.onMessage(id, data);
  }

  /** Each plugin's saved state, by service name. */
  public Bundle onSaveInstanceState() {
    Bundle state = new Bundle();
    for (Map.Entry<String, CordovaPlugin> entry : pluginMap.entrySet()) {
      if (entry.getValue() == null) continue;
      Bundle saved = entry.getValue().onSaveInstanceState();
      if (saved != null) state.putBundle(entry.getKey(), saved);
    }
    return state;
  }

  /** The plugin's class, from the app's classes (the process's class loader), as Cordova makes it. */
  private CordovaPlugin instantiatePlugin(String className) {
    try {
      ClassLoader loader = Thread.currentThread().getContextClassLoader();
      Class<?> type = Class.forName(className, true, loader == null ? PluginManager.class.getClassLoader() : loader);
      if (!CordovaPlugin.class.isAssignableFrom(type)) throw new ClassCastException(className + " is not a CordovaPlugin");
      return (CordovaPlugin) type.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | RuntimeException error) {
      throw new RuntimeException("Error adding plugin " + className + ".", error);
    }
  }
}
