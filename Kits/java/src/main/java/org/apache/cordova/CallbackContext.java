package org.apache.cordova;

import org.json.JSONArray;
import org.json.JSONObject;

/**
 * {@code CallbackContext}: a plugin's way back to the JavaScript call that reached it. The first
 * result not kept ({@link PluginResult#setKeepCallback}) finishes it; a second is refused with a
 * warning, as in Cordova. Results go to the web view ({@code SharedSecrets.cordovaWebViews(webView).results(webView)}).
 */
public class CallbackContext {
  private final String callbackId;
  private final CordovaWebView webView;
  protected boolean finished;

  public CallbackContext(String callbackId, CordovaWebView webView) {
    this.callbackId = callbackId;
    this.webView = webView;
  }

  public boolean isFinished() { return finished; }

  public boolean isChangingThreads() { return false; }

  public String getCallbackId() { return callbackId; }

  public void sendPluginResult(PluginResult pluginResult) {
    synchronized (this) {
      if (finished) {
        LOG.w("CordovaPlugin", "Attempted to send a second callback for ID: " + callbackId + "\nResult was: " + pluginResult.getMessage());
        return;
      }
      finished = !pluginResult.getKeepCallback();
    }
    if (webView != null) webView.sendPluginResult(pluginResult, callbackId);
  }

  public void success(JSONObject message) { sendPluginResult(new PluginResult(PluginResult.Status.OK, message)); }
  public void success(String message) { sendPluginResult(new PluginResult(PluginResult.Status.OK, message)); }
  public void success(JSONArray message) { sendPluginResult(new PluginResult(PluginResult.Status.OK, message)); }
  public void success(byte[] message) { sendPluginResult(new PluginResult(PluginResult.Status.OK, message)); }
  public void success(int message) { sendPluginResult(new PluginResult(PluginResult.Status.OK, message)); }
  public void success() { sendPluginResult(new PluginResult(PluginResult.Status.OK)); }
  public void error(JSONObject message) { sendPluginResult(new PluginResult(PluginResult.Status.ERROR, message)); }
  public void error(String message) { sendPluginResult(new PluginResult(PluginResult.Status.ERROR, message)); }
  public void error(int message) { sendPluginResult(new PluginResult(PluginResult.Status.ERROR, message)); }
}
