package com.example.push;

import org.apache.cordova.CallbackContext;
import org.apache.cordova.CordovaArgs;
import org.apache.cordova.CordovaInterface;
import org.apache.cordova.CordovaPlugin;
import org.apache.cordova.CordovaWebView;
import org.json.JSONException;

/**
 * Stands for the push plugin's own {@code CordovaPlugin} (its {@code src/android} folder): delete
 * this folder, put the plugin's Java files in their package folders here, and name its class in
 * {@code res/xml/config.xml}.
 */
public class PushPlugin extends CordovaPlugin {
  @Override
  public void initialize(CordovaInterface cordova, CordovaWebView webView) {
    super.initialize(cordova, webView);
  }

  @Override
  public boolean execute(String action, CordovaArgs args, CallbackContext callbackContext) throws JSONException {
    return false;
  }
}
