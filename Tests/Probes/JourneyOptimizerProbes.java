import android.app.Activity;
import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.adobe.marketing.mobile.Messaging;
import com.adobe.marketing.mobile.messaging.MessagingService;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.Api;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;
import java.util.EnumSet;
import java.util.Map;

/**
 * Journey Optimizer probe apps on the Java kit: Android apps that display their pushes themselves
 * and track them through AEPMessaging's manual API, as Adobe's "Manual display and tracking" page
 * shows it. {@code run_probes.py} builds this file against the kit and runs each probe with
 * {@code trackcheck run --profile journey-optimizer}.
 *
 * <pre>java -cp KIT_JARS:CLASSES JourneyOptimizerProbes PROBE-ID</pre>
 *
 * <ul>
 *   <li>{@code jo-documents-manual}: the documents' app: {@code addPushTrackingDetails} on the
 *       content intent before the notification is built, a PendingIntent of its own per push,
 *       {@code trackPushReceived} after {@code notify}, {@code handleNotificationResponse(intent,
 *       true, null)} for the intent a tap delivers ({@code onCreate}, {@code onNewIntent}).</li>
 *   <li>{@code jo-trampoline}: the same, but the tap goes to a receiver that tracks it and starts
 *       the activity with no push in its intent (a trampoline, target SDK below 31).</li>
 *   <li>{@code jo-request-code-zero}: every notification's PendingIntent with request code 0 and
 *       {@code FLAG_IMMUTABLE} alone, as the Messaging extension's test app builds it.</li>
 *   <li>{@code jo-tap-custom-action}: a tap tracked as {@code handleNotificationResponse(intent,
 *       true, "open")}.</li>
 *   <li>{@code jo-receive-twice}: {@code trackPushReceived} before and after {@code notify}.</li>
 *   <li>{@code jo-track-on-resume}: the tap tracked in {@code onResume} whenever the intent carries a
 *       message id.</li>
 *   <li>{@code jo-sdk-path}: hands every push to {@code MessagingService.handleRemoteMessage} and
 *       shows (and tracks) only the pushes it refuses, as the documents' app.</li>
 *   <li>{@code jo-sdk-path-manual-receive}: the same, with {@code trackPushReceived} for every push
 *       as well.</li>
 * </ul>
 */
public final class JourneyOptimizerProbes {
  static String probe = "jo-documents-manual";

  private JourneyOptimizerProbes() {}

  public static void main(String[] args) {
    if (args.length > 0) probe = args[0];
    System.exit(Kit.serve(probe, "1.0.0", EnumSet.of(Api.HANDLE_NOTIFICATION_RESPONSE, Api.TRACK_PUSH_RECEIVED), testCase ->
        new App(testCase).messagingService(Messaging_.class).receiver(TapReceiver.class)
            .activity(MainActivity.class, new ActivityInfo().launcher())));
  }

  /** The app's FirebaseMessagingService: shows the push, then tracks its receive. */
  public static final class Messaging_ extends FirebaseMessagingService {
    @Override
    public void onMessageReceived(RemoteMessage message) {
      Map<String, String> data = message.getData();
      if (probe.equals("jo-sdk-path-manual-receive")) Messaging.trackPushReceived(message);
      // "Handle push notification originated from other sources" when the extension answers false.
      if (probe.startsWith("jo-sdk-path") && MessagingService.handleRemoteMessage(this, message)) return;
      if (probe.equals("jo-receive-twice")) Messaging.trackPushReceived(message);
      boolean trampoline = probe.equals("jo-trampoline");
      Intent intent = trampoline ? new Intent(this, TapReceiver.class) : new Intent(this, MainActivity.class);
      if (!trampoline) intent.setFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP);
      // "This method needs to be called with the intent before the notification is created."
      Messaging.addPushTrackingDetails(intent, message.getMessageId(), data);
      int number = String.valueOf(message.getMessageId()).hashCode();
      boolean shared = probe.equals("jo-request-code-zero");
      int flags = shared ? PendingIntent.FLAG_IMMUTABLE : PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
      PendingIntent content = trampoline
          ? PendingIntent.getBroadcast(this, number, intent, flags)
          : PendingIntent.getActivity(this, shared ? 0 : number, intent, flags);
      NotificationManager manager = (NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE);
      manager.createNotificationChannel(new NotificationChannel("offers", "Offers", NotificationManager.IMPORTANCE_DEFAULT));
      manager.notify(number, new Notification.Builder(this, "offers").setContentIntent(content).setAutoCancel(true).build());
      if (!probe.equals("jo-sdk-path-manual-receive")) Messaging.trackPushReceived(message);
    }
  }

  /** A trampoline: tracks the tap, then opens the app with nothing of the push in its intent. */
  public static final class TapReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
      Messaging.handleNotificationResponse(intent, true, null);
      context.startActivity(new Intent(context, MainActivity.class).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK).putExtra("from", "tap"));
    }
  }

  /** The app's one activity, its launcher. */
  public static final class MainActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
      super.onCreate(savedInstanceState);
      if (savedInstanceState == null) opened(getIntent());
    }

    @Override
    protected void onNewIntent(Intent intent) {
      super.onNewIntent(intent);
      setIntent(intent);
      opened(intent);
    }

    @Override
    protected void onResume() {
      super.onResume();
      if (probe.equals("jo-track-on-resume") && getIntent().getStringExtra("messageId") != null) {
        Messaging.handleNotificationResponse(getIntent(), true, null);
      }
    }

    /** The documents' isAppOpenFromPushInteraction: the intent carries the tracking details. */
    private void opened(Intent intent) {
      if (intent == null || intent.getStringExtra("messageId") == null || probe.equals("jo-track-on-resume")) return;
      Messaging.handleNotificationResponse(intent, true, probe.equals("jo-tap-custom-action") ? "open" : null);
    }
  }
}
