package dev.trackcheck.kittest;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import com.adobe.marketing.mobile.MobileCore;
import java.util.Map;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;

/**
 * An app with a trampoline declared before its dismissal receiver, as Tests/Fixtures/parity's tracker has them: each
 * receiver reports which it is.
 */
public final class TwoReceiversAdapter {
  private TwoReceiversAdapter() {}

  public static void main(String[] args) {
    System.exit(Kit.serve("kit-two-receivers", "1.0", testCase -> new App(testCase)
        .receiver(TapReceiver.class).receiver(NotificationDismissedReceiver.class)));
  }

  public static final class TapReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
      MobileCore.collectMessageInfo(Map.of("receiver", "TapReceiver"));
    }
  }

  public static final class NotificationDismissedReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
      MobileCore.collectMessageInfo(Map.of("receiver", "NotificationDismissedReceiver", "_dId", intent.getStringExtra("_dId")));
    }
  }
}
