package dev.trackcheck.kittest;

import android.app.Activity;
import android.app.Application;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.os.Build;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.LinkedHashMap;
import java.util.Map;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;

/**
 * An app for the kit's lifecycle tests, outside the kit's package (its classes are loaded per
 * process): it reports what it sees as collectMessageInfo calls.
 */
public final class LifecycleAdapter {
  /** Per process: how many pushes this process's classes saw, and whether the factory was told of a restart. */
  static int pushes;
  static boolean restart;
  static String initialised = "no";

  public static void main(String[] args) {
    String mode = args.length > 0 ? args[0] : "";
    System.exit(Kit.serve("kit-lifecycle", "1.0", testCase -> {
      restart = testCase.isProcessRestart();
      if (restart && mode.equals("no-restart")) throw new dev.trackcheck.kit.Unsupported("this app cannot restart");
      App app = new App(testCase).targetSdk(31).application(LifeApp.class)
          .messagingService(Messaging.class).receiver(Trampoline.class).activity(Main.class);
      return mode.equals("target-only") || testCase.id.equals("target-only") ? app : app.apiLevel(33);
    }));
  }

  static void report(String what, Map<String, Object> values) {
    Map<String, Object> context = new LinkedHashMap<>(values);
    context.put("what", what);
    MobileCore.collectMessageInfo(context);
  }

  public static final class LifeApp extends Application {
    @Override
    public void onCreate() {
      super.onCreate();
      report("Application.onCreate", Map.of("pushes", pushes, "sdk", Build.VERSION.SDK_INT));
    }
  }

  public static final class Messaging extends FirebaseMessagingService {
    @Override
    public void onMessageReceived(RemoteMessage message) {
      pushes++;
      Map<String, Object> seen = new LinkedHashMap<>();
      seen.put("pushes", pushes);
      seen.put("restart", restart);
      seen.put("application", getApplicationContext().getClass().getSimpleName());
      seen.put("sdk", Build.VERSION.SDK_INT);
      seen.put("initialised", initialised);
      report("onMessageReceived", seen);
      Handler main = new Handler(Looper.getMainLooper());
      main.postDelayed(() -> report("later", Map.of("delay", 500)), 500);
      main.post(() -> {
        report("posted", Map.of());
        main.post(() -> report("posted from posted", Map.of()));
      });
      Runnable removed = () -> report("removed", Map.of());
      main.postDelayed(removed, 100);
      main.removeCallbacks(removed);
    }
  }

  /** A trampoline: starts the activity from a receiver. */
  public static final class Trampoline extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
      report("trampoline", Map.of("context", context.getClass().getSimpleName()));
      context.startActivity(new Intent(context, Main.class).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK).putExtras(intent.getExtras()));
    }
  }

  public static final class Main extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
      super.onCreate(savedInstanceState);
      initialised = "yes";
      report("Main.onCreate", Map.of("action", String.valueOf(getIntent().getAction()), "application", getApplication().getClass().getSimpleName()));
    }

    @Override
    protected void onStart() {
      super.onStart();
      System.err.println("Main.onStart");
    }

    @Override
    protected void onResume() {
      super.onResume();
      System.err.println("Main.onResume");
    }

    @Override
    protected void onPause() {
      super.onPause();
      System.err.println("Main.onPause");
    }

    @Override
    protected void onStop() {
      super.onStop();
      System.err.println("Main.onStop");
    }

    @Override
    protected void onNewIntent(Intent intent) {
      super.onNewIntent(intent);
      report("Main.onNewIntent", Map.of("extra", String.valueOf(intent.getStringExtra("_dId")), "same", String.valueOf(getIntent().getAction())));
    }
  }
}
