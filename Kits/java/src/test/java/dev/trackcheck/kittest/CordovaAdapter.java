package dev.trackcheck.kittest;

import android.content.Intent;
import android.os.Bundle;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.cordova.CallbackContext;
import org.apache.cordova.CordovaActivity;
import org.apache.cordova.CordovaInterface;
import org.apache.cordova.CordovaPlugin;
import org.apache.cordova.CordovaWebView;
import org.apache.cordova.CordovaWebViewImpl;
import org.json.JSONArray;
import org.json.JSONException;

/**
 * A Cordova app for the kit's tests: the template's {@code MainActivity}, an {@code onload}
 * plugin and a lazy one, named in the {@code res/xml/config.xml} of the folder given as the first
 * argument. What the plugins see is reported as collectMessageInfo calls ({@code what}).
 */
public final class CordovaAdapter {
  static Tracker tracker;

  public static void main(String[] args) {
    System.exit(Kit.serve("kit-cordova", "1.0", testCase -> new App(testCase).targetSdk(33).resources(args[0])
        .messagingService(Messaging.class)
        .activity(MainActivity.class, new ActivityInfo().launchMode("singleTop").launcher())));
  }

  static void report(Object... pairs) {
    Map<String, Object> data = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) data.put((String) pairs[i], pairs[i + 1]);
    MobileCore.collectMessageInfo(data);
  }

  /** Cordova's template activity. */
  public static final class MainActivity extends CordovaActivity {
    @Override
    public void onCreate(Bundle savedInstanceState) {
      super.onCreate(savedInstanceState);
      loadUrl(launchUrl);
    }
  }

  /** Loaded at start-up ({@code onload}): reports its lifecycle, and works on Cordova's thread pool. */
  public static final class Tracker extends CordovaPlugin {
    @Override
    public void initialize(CordovaInterface cordova, CordovaWebView webView) {
      report("what", "initialize", "activity", cordova.getActivity().getClass().getSimpleName(), "url", webView.getUrl(),
          "loglevel", preferences.getString("LogLevel", "none"));
    }

    @Override
    protected void pluginInitialize() {
      tracker = this;
      report("what", "pluginInitialize", "service", getServiceName());
      cordova.getThreadPool().execute(() -> report("what", "pool", "thread", Thread.currentThread().getName().startsWith("cordova-pool")));
    }

    @Override public void onStart() { report("what", "onStart"); }
    @Override public void onResume(boolean multitasking) { report("what", "onResume", "multitasking", multitasking); }
    @Override public void onPause(boolean multitasking) { report("what", "onPause", "multitasking", multitasking); }

    @Override
    public void onNewIntent(Intent intent) { report("what", "onNewIntent", "dId", intent.getStringExtra("_dId")); }

    @Override
    public boolean execute(String action, JSONArray args, CallbackContext callbackContext) throws JSONException {
      if (!action.equals("echo")) return false;
      callbackContext.success(args.getJSONObject(0));
      return true;
    }
  }

  /** Made at its first call. */
  public static final class Lazy extends CordovaPlugin {
    @Override
    protected void pluginInitialize() { report("what", "lazy"); }
  }

  /** Calls the plugins as the app's JavaScript would. */
  public static final class Messaging extends FirebaseMessagingService {
    @Override
    public void onMessageReceived(RemoteMessage message) {
      if (tracker == null) {
        report("what", "no plugins");
        return;
      }
      tracker.webView.getPluginManager().exec("Tracker", "echo", "cb1", "[{\"k\":\"v\"}]");
      tracker.webView.getPluginManager().exec("Tracker", "nope", "cb2", "[]");
      tracker.webView.getPluginManager().exec("Lazy", "any", "cb3", "[]");
      tracker.webView.getPluginManager().exec("Unknown", "any", "cb4", "[]");
      tracker.webView.getPluginManager().exec("Tracker", "echo", "cb5", "not json");
      StringBuilder results = new StringBuilder();
      for (Map.Entry<String, Object> result : SharedSecrets.cordovaWebViews(tracker.webView).results(tracker.webView)) {
        results.append(result.getKey()).append('=').append(result.getValue()).append(';');
      }
      report("what", "results", "results", results.toString());
    }
  }
}
