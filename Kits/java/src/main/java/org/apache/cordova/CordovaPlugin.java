package org.apache.cordova;

import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import org.json.JSONArray;
import org.json.JSONException;

/**
 * {@code CordovaPlugin}: the class a Cordova plugin extends. The {@link PluginManager} makes it
 * (at start-up when {@code config.xml} says {@code onload}, else at its first call), sets
 * {@link #cordova}, {@link #webView} and {@link #preferences}, then calls {@link #initialize}
 * and {@link #pluginInitialize}; the activity's lifecycle reaches it as {@code onPause},
 * {@code onResume}, {@code onNewIntent}, … as in Cordova.
 */
public class CordovaPlugin {
  public CordovaWebView webView;
  public CordovaInterface cordova;
  protected CordovaPreferences preferences;
  private String serviceName;

  /** Called by the plugin manager once, before {@link #initialize}. */
  public final void privateInitialize(String serviceName, CordovaInterface cordova, CordovaWebView webView, CordovaPreferences preferences) {
    if (this.cordova != null) throw new IllegalStateException("plugin " + serviceName + " initialised twice");
    this.serviceName = serviceName;
    this.cordova = cordova;
    this.webView = webView;
    this.preferences = preferences;
    initialize(cordova, webView);
    pluginInitialize();
  }

  /** The plugin is made: {@link #cordova} and {@link #webView} are set. */
  public void initialize(CordovaInterface cordova, CordovaWebView webView) {}

  /** After {@link #initialize}: the plugin's own start-up. */
  protected void pluginInitialize() {}

  /** The plugin's name in {@code config.xml}. */
  public String getServiceName() { return serviceName; }

  /** A JavaScript call with its arguments as JSON text: parsed, then {@link #execute(String, JSONArray, CallbackContext)}. */
  public boolean execute(String action, String rawArgs, CallbackContext callbackContext) throws JSONException {
    return execute(action, new JSONArray(rawArgs), callbackContext);
  }

  /** A JavaScript call: {@link #execute(String, CordovaArgs, CallbackContext)} with the arguments wrapped, as in Cordova. */
  public boolean execute(String action, JSONArray args, CallbackContext callbackContext) throws JSONException {
    return execute(action, new CordovaArgs(args), callbackContext);
  }

  /** A JavaScript call; false: the plugin has no such action. */
  public boolean execute(String action, CordovaArgs args, CallbackContext callbackContext) throws JSONException { return false; }

  public void onPause(boolean multitasking) {}
  public void onResume(boolean multitasking) {}
  public void onStart() {}
  public void onStop() {}
  public void onNewIntent(Intent intent) {}
  public void onDestroy() {}
  public Bundle onSaveInstanceState() { return null; }
  public void onRestoreStateForActivityResult(Bundle state, CallbackContext callbackContext) {}
  public Object onMessage(String id, Object data) { return null; }
  public void onActivityResult(int requestCode, int resultCode, Intent intent) {}
  public Boolean shouldAllowRequest(String url) { return null; }
  public Boolean shouldAllowNavigation(String url) { return null; }
  public Boolean shouldAllowBridgeAccess(String url) { return shouldAllowNavigation(url); }
  public Boolean shouldOpenExternalUrl(String url) { return null; }
  public boolean onOverrideUrlLoading(String url) { return false; }
  public void onReset() {}
  public void onConfigurationChanged(Configuration newConfig) {}

  /** {@code requestPermissions(requestCode)}: a plugin's own hook (nothing by default). */
  public void requestPermissions(int requestCode) {}

  /** {@code hasPermisssion()} (Cordova's spelling): true by default. */
  public boolean hasPermisssion() { return true; }

  /** The answer to {@link PermissionHelper#requestPermissions} (the older name). */
  public void onRequestPermissionResult(int requestCode, String[] permissions, int[] grantResults) throws JSONException {}

  /** The answer to {@link PermissionHelper#requestPermissions}. */
  public void onRequestPermissionsResult(int requestCode, String[] permissions, int[] grantResults) throws JSONException {}
}
