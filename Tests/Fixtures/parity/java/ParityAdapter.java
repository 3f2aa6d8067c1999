import android.app.Activity;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.app.Service;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import androidx.core.app.NotificationCompat;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;

/** The parity tracker on the Java kit (Tests/Fixtures/parity/README.md): the same logic in every kit. */
public final class ParityAdapter {
  private ParityAdapter() {}

  public static void main(String[] args) {
    System.exit(Kit.serve("parity-java", "1", testCase -> {
      waiting = new ArrayList<>();
      posted = 0;
      return new App(testCase).targetSdk(31)
          .messagingService(Messaging.class)
          .receiver(NotificationDismissedReceiver.class)
          .receiver(TapReceiver.class)
          .service(SyncService.class)
          .activity(MainActivity.class, new ActivityInfo().launchMode("singleTop").launcher().configChanges("orientation", "screenSize"));
    }));
  }

  /** Pushes whose notification is posted later, at the next callback (per process). */
  static List<Map<String, String>> waiting = new ArrayList<>();
  static int posted;

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

  static Intent withData(Intent intent, Map<String, String> data) {
    for (Map.Entry<String, String> entry : data.entrySet()) intent.putExtra(entry.getKey(), entry.getValue());
    return intent;
  }

  static void postWaiting(Context context) {
    List<Map<String, String>> now = waiting;
    waiting = new ArrayList<>();
    int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
    for (Map<String, String> data : now) {
      int number = ++posted;
      Intent tap = withData(new Intent(context, TapReceiver.class), data);
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

  public static final class Messaging extends FirebaseMessagingService {
    @Override
    public void onMessageReceived(RemoteMessage message) {
      postWaiting(this);
      Bundle extras = new Bundle();
      for (Map.Entry<String, String> entry : message.getData().entrySet()) extras.putString(entry.getKey(), entry.getValue());
      track(extras, "7");
      waiting.add(message.getData());
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
      track(intent.getExtras(), "2");
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
      if ((intent.getFlags() & Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY) == 0) track(intent.getExtras(), "2", "1");
    }
  }
}
