import android.app.Activity;
import android.app.Application;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.app.Service;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import androidx.core.app.NotificationCompat;
import com.adobe.marketing.mobile.CampaignClassic;
import com.adobe.marketing.mobile.Messaging;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.Api;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Evidence;
import dev.trackcheck.kit.Kit;

/**
 * The parity tracker on the Java kit (Tests/Fixtures/parity/README.md): the same logic in every kit. The Java kit
 * plays Android only: {@code --platform ios} is refused.
 *
 * <pre>java ParityAdapter [--platform android] [--reports calls,hits]</pre>
 */
public final class ParityAdapter {
  private ParityAdapter() {}

  public static void main(String[] args) {
    List<String> arguments = List.of(args);
    int platform = arguments.indexOf("--platform");
    if (platform >= 0 && platform + 1 < args.length && !args[platform + 1].equals("android")) {
      System.err.println("ParityAdapter: the Java kit plays Android only, not " + args[platform + 1]);
      System.exit(2);
    }
    int reports = arguments.indexOf("--reports");
    var evidence = Evidence.parse(reports >= 0 && reports + 1 < args.length ? args[reports + 1] : null, EnumSet.of(Evidence.CALLS));
    var apis = EnumSet.allOf(Api.class);
    System.exit(Kit.serve("parity-java", "1", apis, evidence, testCase -> {
      waiting = new ArrayList<>();
      posted = 0;
      return new App(testCase).targetSdk(31)
          .application(ParityApplication.class)
          .messagingService(PushService.class)
          .receiver(NotificationDismissedReceiver.class)
          .receiver(TapReceiver.class)
          .service(SyncService.class)
          .activity(MainActivity.class, new ActivityInfo().launchMode("singleTop").launcher().configChanges("orientation", "screenSize"));
    }));
  }

  /** Where the app's SDK sends its requests ({@code MobileCore.updateConfiguration}, when the process starts). */
  static Map<String, Object> configuration() {
    Map<String, Object> values = new LinkedHashMap<>();
    values.put("campaign.server", "parity.campaign.example.com");
    values.put("campaignclassic.trackingServer", "parity.tracking.example.com");
    values.put("edge.domain", "parity.edge.example.com");
    values.put("edge.configId", "parity-datastream");
    values.put("messaging.eventDataset", "parity-dataset");
    return values;
  }

  /** Pushes whose notification is posted later, at the next callback (per process): their message id and data. */
  static List<Map.Entry<String, Map<String, String>>> waiting = new ArrayList<>();
  static int posted;

  private static final Pattern UUID = Pattern.compile("[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}");

  /** Which product sent the push: "journey" ({@code _xdm}), "classic" ({@code _dId} and a decimal or UUID {@code _mId}), else "standard". */
  static String kind(Bundle keys) {
    if (keys == null) return "standard";
    if (keys.containsKey("_xdm")) return "journey";
    String messageId = keys.getString("_mId");
    if (keys.containsKey("_dId") && messageId != null && (messageId.matches("[0-9]+") || UUID.matcher(messageId).matches())) return "classic";
    return "standard";
  }

  static Bundle bundle(Map<String, String> data) {
    Bundle extras = new Bundle();
    for (Map.Entry<String, String> entry : data.entrySet()) extras.putString(entry.getKey(), entry.getValue());
    return extras;
  }

  static void track(Bundle extras, String... actions) {
    if (extras == null || !extras.containsKey("_dId") || !extras.containsKey("_mId")) return;
    for (String action : actions) {
      Map<String, Object> context = new LinkedHashMap<>();
      context.put("deliveryId", extras.getString("_dId"));
      context.put("broadlogId", extras.getString("_mId"));
      context.put("action", action);
      MobileCore.collectMessageInfo(context);
    }
  }

  static Map<String, String> classicIds(Bundle keys) {
    Map<String, String> ids = new LinkedHashMap<>();
    ids.put("_mId", keys.getString("_mId"));
    ids.put("_dId", keys.getString("_dId"));
    return ids;
  }

  static Intent withData(Intent intent, Map<String, String> data) {
    for (Map.Entry<String, String> entry : data.entrySet()) intent.putExtra(entry.getKey(), entry.getValue());
    return intent;
  }

  static void postWaiting(Context context) {
    List<Map.Entry<String, Map<String, String>>> now = waiting;
    waiting = new ArrayList<>();
    int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
    for (Map.Entry<String, Map<String, String>> push : now) {
      Map<String, String> data = push.getValue();
      int number = ++posted;
      Intent tap = withData(new Intent(context, TapReceiver.class), data);
      if (kind(bundle(data)).equals("journey")) Messaging.addPushTrackingDetails(tap, push.getKey(), data);
      Intent dismiss = withData(new Intent(context, NotificationDismissedReceiver.class), data);
      Intent[] stack = {new Intent(context, MainActivity.class),
          withData(new Intent(context, MainActivity.class).addFlags(Intent.FLAG_ACTIVITY_SINGLE_TOP), data)};
      NotificationManager manager = (NotificationManager) context.getSystemService(Context.NOTIFICATION_SERVICE);
      manager.notify("campaign", number, new NotificationCompat.Builder(context, "campaign")
          .setAutoCancel(true)
          .setContentIntent(PendingIntent.getBroadcast(context, number, tap, flags))
          .setDeleteIntent(PendingIntent.getBroadcast(context, number, dismiss, flags))
          .addAction(0, "Open", PendingIntent.getActivities(context, number, stack, PendingIntent.FLAG_IMMUTABLE))
          .build());
    }
  }

  /** Configures the SDK when the process starts. */
  public static final class ParityApplication extends Application {
    @Override
    public void onCreate() {
      super.onCreate();
      MobileCore.updateConfiguration(configuration());
    }
  }

  public static final class PushService extends FirebaseMessagingService {
    @Override
    public void onMessageReceived(RemoteMessage message) {
      postWaiting(this);
      Bundle extras = bundle(message.getData());
      switch (kind(extras)) {
        case "journey" -> Messaging.trackPushReceived(message);
        case "classic" -> CampaignClassic.trackNotificationReceive(classicIds(extras));
        default -> track(extras, "7");
      }
      waiting.add(new AbstractMap.SimpleEntry<>(message.getMessageId(), message.getData()));
    }
  }

  /**
   * A trampoline: the notification's tap reaches it, and it opens the activity with the push's extras, one of its own
   * added and one rewritten (the push is still the same push: its ids are unchanged).
   */
  public static final class TapReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
      postWaiting(context);
      Intent open = new Intent(context, MainActivity.class).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TOP);
      if (intent.getExtras() != null) open.putExtras(intent.getExtras());
      open.putExtra("tap", "true");
      if (intent.hasExtra("title")) open.putExtra("title", "dispatched: " + intent.getStringExtra("title"));
      context.startActivity(open);
    }
  }

  public static final class NotificationDismissedReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
      postWaiting(context);
      switch (kind(intent.getExtras())) {
        case "journey" -> Messaging.handleNotificationResponse(intent, false, "Dismiss");
        case "standard" -> track(intent.getExtras(), "2");
        default -> { }
      }
    }
  }

  public static final class SyncService extends Service {
    @Override
    public int onStartCommand(Intent intent, int flags, int startId) {
      ((NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE)).cancelAll();
      return START_NOT_STICKY;
    }
  }

  /** Tracks the intent that opened it (onCreate, onNewIntent) and consumes it in onResume. */
  public static final class MainActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
      if (savedInstanceState == null) handle(getIntent());
    }

    @Override
    protected void onNewIntent(Intent intent) { handle(intent); }

    @Override
    protected void onResume() {
      if (getIntent() != null && getIntent().hasExtra("_dId")) setIntent(new Intent());
    }

    @Override
    protected void onPause() { postWaiting(this); }

    @Override
    public void onConfigurationChanged(Configuration newConfig) {}

    private void handle(Intent intent) {
      if ((intent.getFlags() & Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY) != 0) return;
      switch (kind(intent.getExtras())) {
        case "journey" -> Messaging.handleNotificationResponse(intent, true, null);
        case "classic" -> CampaignClassic.trackNotificationClick(classicIds(intent.getExtras()));
        default -> track(intent.getExtras(), "2", "1");
      }
    }
  }
}
