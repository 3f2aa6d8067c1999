import android.app.Activity;
import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.adobe.marketing.mobile.AEPMessagingService;
import com.adobe.marketing.mobile.CampaignClassic;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.Api;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Campaign Classic probe apps on the Java kit, which plays the extension's own display path
 * ({@code AEPMessagingService.handleRemoteMessage}, its notification and tracker activity):
 * Android apps that hand each push to the extension and show their own notification for a push it
 * refuses. {@code run_probes.py} builds this file against the kit and runs each probe with
 * {@code trackcheck run --profile campaign-classic}.
 *
 * <pre>java -cp KIT_JARS:CLASSES ClassicExtensionProbes PROBE-ID</pre>
 *
 * <ul>
 *   <li>{@code classic-extension-alone}: nothing of its own beside the extension's path; for its own
 *       notifications, the documents' app (a receive in {@code onMessageReceived}, a click from the
 *       intent delivered to {@code onCreate} or {@code onNewIntent}, marked as its own).</li>
 *   <li>{@code classic-extension-manual-receive}: also tracks the receive of every push by hand.</li>
 *   <li>{@code classic-extension-click-any}: clicks for every intent that carries the ids, the
 *       extension's too (the documents' click code left beside the extension).</li>
 *   <li>{@code classic-extension-test-app}: the extension's Android test app's wiring
 *       ({@code code/testapp} at fe21bacd): a click in {@code onResume} whenever the launch intent
 *       has the ids, and no {@code setIntent}.</li>
 * </ul>
 */
public final class ClassicExtensionProbes {
  static String probe = "classic-extension-alone";

  private ClassicExtensionProbes() {}

  public static void main(String[] args) {
    if (args.length > 0) probe = args[0];
    System.exit(Kit.serve(probe, "1.0.0", EnumSet.of(Api.TRACK_NOTIFICATION_RECEIVE, Api.TRACK_NOTIFICATION_CLICK), testCase ->
        new App(testCase).application(ProbeApplication.class).messagingService(Messaging.class)
            .activity(MainActivity.class, new ActivityInfo().launcher())));
  }

  /** The app's {@code Application}: gives the SDK the application (the extension needs it to build a notification). */
  public static final class ProbeApplication extends android.app.Application {
    @Override
    public void onCreate() {
      super.onCreate();
      com.adobe.marketing.mobile.MobileCore.setApplication(this);
    }
  }

  /** Both ids, non-empty: otherwise the extension sends nothing (CC-IDS-REQUIRED). */
  static Map<String, String> trackInfo(String messageId, String deliveryId) {
    if (messageId == null || deliveryId == null || messageId.trim().isEmpty() || deliveryId.trim().isEmpty()) return null;
    Map<String, String> info = new LinkedHashMap<>();
    info.put("_mId", messageId);
    info.put("_dId", deliveryId);
    return info;
  }

  /** The app's FirebaseMessagingService. */
  public static final class Messaging extends FirebaseMessagingService {
    @Override
    public void onMessageReceived(RemoteMessage message) {
      Map<String, String> data = message.getData();
      Map<String, String> info = trackInfo(data.get("_mId"), data.get("_dId"));
      if (probe.equals("classic-extension-manual-receive") && info != null) CampaignClassic.trackNotificationReceive(info);
      if (AEPMessagingService.handleRemoteMessage(this, message)) return;
      // The extension refused it: the app shows its own notification, and tracks it.
      if (info != null && !probe.equals("classic-extension-manual-receive")) CampaignClassic.trackNotificationReceive(info);
      Intent intent = new Intent(this, MainActivity.class).setFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP);
      for (Map.Entry<String, String> entry : data.entrySet()) intent.putExtra(entry.getKey(), entry.getValue());
      intent.putExtra("app_notification", "1");
      int number = (data.get("_dId") + "/" + data.get("_mId")).hashCode();
      NotificationManager manager = (NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE);
      manager.createNotificationChannel(new NotificationChannel("offers", "Offers", NotificationManager.IMPORTANCE_DEFAULT));
      PendingIntent content = PendingIntent.getActivity(this, number, intent, PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE);
      manager.notify(number, new Notification.Builder(this, "offers").setContentIntent(content).setAutoCancel(true).build());
    }
  }

  /** The app's one activity, its launcher. */
  public static final class MainActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
      super.onCreate(savedInstanceState);
      if (savedInstanceState == null && !probe.equals("classic-extension-test-app")) click(getIntent());
    }

    @Override
    protected void onNewIntent(Intent intent) {
      super.onNewIntent(intent);
      if (probe.equals("classic-extension-test-app")) return;
      setIntent(intent);
      click(intent);
    }

    @Override
    protected void onResume() {
      super.onResume();
      if (!probe.equals("classic-extension-test-app")) return;
      Bundle extras = getIntent().getExtras();
      if (extras == null) return;
      Map<String, String> info = trackInfo(extras.getString("_mId"), extras.getString("_dId"));
      if (info != null) CampaignClassic.trackNotificationClick(info);
    }

    private void click(Intent intent) {
      Bundle extras = intent == null ? null : intent.getExtras();
      if (extras == null) return;
      // The extension's tracker activity tracked the taps on its own notifications.
      if (!probe.equals("classic-extension-click-any") && extras.getString("app_notification") == null) return;
      Map<String, String> info = trackInfo(extras.getString("_mId"), extras.getString("_dId"));
      if (info != null) CampaignClassic.trackNotificationClick(info);
    }
  }
}
