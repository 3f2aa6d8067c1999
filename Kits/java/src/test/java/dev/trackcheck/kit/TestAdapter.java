package dev.trackcheck.kit;

import android.app.Activity;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import androidx.core.app.NotificationCompat;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** An app for the kit's tests: it prints to stdout everywhere, posts notifications, keeps state per process. */
public final class TestAdapter {
  public static void main(String[] args) {
    if (args.length > 0 && args[0].equals("aep")) {
      // A tracker on the AEP SDK: collectMessageInfo only; it cannot run with notifications off.
      System.exit(Kit.serve("kit-test-aep", "1.0", java.util.EnumSet.of(Api.COLLECT_MESSAGE_INFO), testCase -> {
        if (!testCase.notificationsAllowed) throw new Unsupported("the app needs notifications");
        return new App(testCase).messagingService(Service.class);
      }));
    }
    System.exit(Kit.serve("kit-test", "1.0", testCase -> new App(testCase)
        .messagingService(Service.class).receiver(Dismissed.class).activity(Main.class, "singleTop")));
  }

  public static final class Service extends FirebaseMessagingService {
    private final Set<String> seen = new HashSet<>();

    @Override
    public void onMessageReceived(RemoteMessage message) {
      System.out.println("service got " + message.getData());
      Map<String, String> data = message.getData();
      if (data.containsKey("crash")) throw new IllegalStateException("boom");
      if (seen.add(data.get("_dId"))) MobileCore.collectMessageInfo(Map.of("deliveryId", data.get("_dId"), "action", 7));
      Intent open = new Intent(this, Main.class).addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP).putExtra("_dId", data.get("_dId"));
      Intent dismiss = new Intent(this, Dismissed.class).putExtra("_dId", data.get("_dId"));
      int flags = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
      ((NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE)).notify(3, new NotificationCompat.Builder(this, "c")
          .setAutoCancel(true).setContentIntent(PendingIntent.getActivity(this, 3, open, flags))
          .setDeleteIntent(PendingIntent.getBroadcast(this, 4, dismiss, flags)).build());
    }
  }

  public static final class Dismissed extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
      System.out.print("no newline");
      try {
        // Below System.out: a stream of its own on file descriptor 1.
        new java.io.FileOutputStream(java.io.FileDescriptor.out).write("raw stream on fd 1\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      MobileCore.trackAction("tracking", Map.of("deliveryId", intent.getStringExtra("_dId"), "action", "2"));
    }
  }

  public static final class Main extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
      System.out.println("created with " + getIntent().getStringExtra("_dId") + ", saved " + (savedInstanceState != null));
    }

    @Override
    protected void onNewIntent(Intent intent) {
      setIntent(intent);
    }
  }
}
