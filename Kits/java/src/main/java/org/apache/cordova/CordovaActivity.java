package org.apache.cordova;

import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import java.util.ArrayList;

/**
 * {@code CordovaActivity}: the activity a Cordova app's {@code MainActivity} extends, as
 * cordova-android 12 has it. {@code onCreate} reads {@code res/xml/config.xml}
 * ({@link ConfigXmlParser}); the app's {@code loadUrl(launchUrl)} makes the web view and starts
 * the {@code onload} plugins; then {@code onPause}, {@code onResume}, {@code onStart},
 * {@code onStop}, {@code onDestroy}, {@code onNewIntent}, {@code onConfigurationChanged} and
 * permission answers reach every plugin made, as in Cordova. An app that never calls
 * {@code loadUrl} has no plugins, as on a device.
 */
public class CordovaActivity extends AppCompatActivity {
  public static String TAG = "CordovaActivity";

  protected CordovaWebView appView;
  protected boolean keepRunning = true;
  protected CordovaPreferences preferences;
  protected String launchUrl;
  protected ArrayList<PluginEntry> pluginEntries;
  protected CordovaInterfaceImpl cordovaInterface;

  @Override
  public void onCreate(Bundle savedInstanceState) {
    loadConfig();
    LOG.setLogLevel(preferences.getString("loglevel", "ERROR"));
    LOG.d(TAG, "CordovaActivity.onCreate()");
    super.onCreate(savedInstanceState);
    cordovaInterface = makeCordovaInterface();
    if (savedInstanceState != null) cordovaInterface.restoreInstanceState(savedInstanceState);
  }

  /** Makes the web view and its plugins (from {@link #loadUrl} the first time). */
  protected void init() {
    appView = makeWebView();
    setContentView(appView.getView());
    if (!appView.isInitialized()) appView.init(cordovaInterface, pluginEntries, preferences);
    cordovaInterface.onCordovaInit(appView.getPluginManager());
  }

  protected void loadConfig() {
    ConfigXmlParser parser = new ConfigXmlParser();
    parser.parse(this);
    preferences = parser.getPreferences();
    preferences.setPreferencesBundle(getIntent() == null ? null : getIntent().getExtras());
    launchUrl = parser.getLaunchUrl();
    pluginEntries = parser.getPluginEntries();
  }

  protected CordovaWebView makeWebView() { return new CordovaWebViewImpl(this); }

  protected CordovaInterfaceImpl makeCordovaInterface() {
    return new CordovaInterfaceImpl(this) {
      @Override
      public Object onMessage(String id, Object data) { return CordovaActivity.this.onMessage(id, data); }
    };
  }

  /** Loads {@code url} (the first call makes the web view and its plugins). */
  public void loadUrl(String url) {
    if (appView == null) init();
    keepRunning = preferences.getBoolean("KeepRunning", true);
    appView.loadUrlIntoView(url, true);
  }

  @Override
  protected void onPause() {
    super.onPause();
    if (appView != null) appView.handlePause(keepRunning || cordovaInterface.activityResultCallback != null);
  }

  @Override
  protected void onNewIntent(Intent intent) {
    super.onNewIntent(intent);
    if (appView != null) appView.onNewIntent(intent);
  }

  @Override
  protected void onResume() {
    super.onResume();
    if (appView != null) appView.handleResume(keepRunning);
  }

  @Override
  protected void onStop() {
    super.onStop();
    if (appView != null) appView.handleStop();
  }

  @Override
  protected void onStart() {
    super.onStart();
    if (appView != null) appView.handleStart();
  }

  @Override
  public void onDestroy() {
    super.onDestroy();
    if (appView != null) appView.handleDestroy();
  }

  /** A message from a plugin ({@code postMessage}): {@code "exit"} finishes the activity. */
  public Object onMessage(String id, Object data) {
    if ("exit".equals(id)) finish();
    return null;
  }

  @Override
  protected void onSaveInstanceState(Bundle outState) {
    cordovaInterface.onSaveInstanceState(outState);
    super.onSaveInstanceState(outState);
  }

  @Override
  public void onConfigurationChanged(Configuration newConfig) {
    super.onConfigurationChanged(newConfig);
    if (appView != null && appView.getPluginManager() != null) appView.getPluginManager().onConfigurationChanged(newConfig);
  }

  @Override
  public void onRequestPermissionsResult(int requestCode, String[] permissions, int[] grantResults) {
    super.onRequestPermissionsResult(requestCode, permissions, grantResults);
    try {
      cordovaInterface.onRequestPermissionResult(requestCode, permissions, grantResults);
    } catch (org.json.JSONException e) {
      LOG.d(TAG, "JSONException: Parameters fed into the method are not valid");
    }
  }
}
