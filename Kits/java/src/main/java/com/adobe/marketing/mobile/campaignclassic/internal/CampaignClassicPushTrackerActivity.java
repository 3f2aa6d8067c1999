package com.adobe.marketing.mobile.campaignclassic.internal;

import android.app.Activity;
import android.app.NotificationManager;
import android.content.Context;
import android.content.Intent;
import android.net.Uri;
import android.os.Bundle;
import com.adobe.marketing.mobile.CampaignClassic;
import com.adobe.marketing.mobile.services.ServiceProvider;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Campaign Classic extension's tracker activity ({@code internal} in the SDK: no app can name
 * it), which the notifications of {@code AEPMessagingService.handleRemoteMessage} start
 * (AEPCampaignClassic 3.1.4, adobe/aepsdk-campaignclassic-android@fe21bacd,
 * {@code …/internal/CampaignClassicPushTrackerActivity.kt}; its manifest entry: not exported,
 * {@code singleInstance}). The kit declares it in the app's manifest when the adapter declares
 * the Campaign Classic APIs, as the extension's manifest is merged into an app that depends on it.
 *
 * <p>{@code onCreate}, by the intent's action: {@code "Notification Clicked"} (a tap or an action
 * button) tracks a click with the intent's {@code _mId} and {@code _dId}, opens the app (the
 * class of the activity last resumed in the process, else the launcher activity; flags
 * {@code SINGLE_TOP | CLEAR_TOP}; every extra copied) or the {@code actionUri} ({@code ACTION_VIEW},
 * the same flags and extras), and cancels the notification unless {@code adb_sticky} is
 * {@code "true"}; {@code "Notification Dismissed"} tracks a click with what the intent carries
 * (the delete intent carries nothing, so the SDK sends nothing) and cancels the notification.
 * Then it finishes. The calls it makes are the SDK's own ({@code "origin": "sdk"}).
 */
class CampaignClassicPushTrackerActivity extends Activity {
  static final String CLICKED = "Notification Clicked";
  static final String DISMISSED = "Notification Dismissed";
  static final String ACTION_URI = "actionUri";
  static final String TAG = "adb_tag";
  static final String STICKY = "adb_sticky";

  @Override
  protected void onCreate(Bundle savedInstanceState) {
    super.onCreate(savedInstanceState);
    Intent intent = getIntent();
    String action = intent == null ? null : intent.getAction();
    if (action != null && !action.isEmpty()) {
      dev.trackcheck.kit.SdkPath.run(() -> {
        if (CLICKED.equals(action)) handlePushClicked(intent);
        else if (DISMISSED.equals(action)) handleDismissed(intent);
      });
    }
    finish();
  }

  private void handleDismissed(Intent intent) {
    CampaignClassic.trackNotificationClick(trackInfo(intent));
    String tag = intent.getStringExtra(TAG);
    if (tag != null && !tag.isEmpty()) notificationManager().cancel(tag.hashCode());
  }

  private void handlePushClicked(Intent intent) {
    CampaignClassic.trackNotificationClick(trackInfo(intent));
    String uri = intent.getStringExtra(ACTION_URI);
    if (uri == null || uri.isEmpty()) openApplication(intent.getExtras());
    else openUri(uri, intent.getExtras());
    if (Boolean.parseBoolean(intent.getStringExtra(STICKY))) return;
    String tag = intent.getStringExtra(TAG);
    if (tag != null && !tag.isEmpty()) notificationManager().cancel(tag.hashCode());
  }

  /** {@code getTrackInfo}: {@code _mId} and {@code _dId}, when they are string extras. */
  private static Map<String, String> trackInfo(Intent intent) {
    Map<String, String> trackInfo = new LinkedHashMap<>();
    Bundle extras = intent.getExtras();
    if (extras == null) return trackInfo;
    for (String key : new String[] {"_mId", "_dId"}) {
      String value = extras.getString(key);
      if (value != null) trackInfo.put(key, value);
    }
    return trackInfo;
  }

  private void openApplication(Bundle extras) {
    Activity current = ServiceProvider.getInstance().getAppContextService().getCurrentActivity();
    Intent launch = current != null ? new Intent(current, current.getClass()) : getPackageManager().getLaunchIntentForPackage(getPackageName());
    if (launch == null) return;
    launch.setFlags(Intent.FLAG_ACTIVITY_SINGLE_TOP | Intent.FLAG_ACTIVITY_CLEAR_TOP);
    if (extras != null) launch.putExtras(extras);
    startActivity(launch);
  }

  private void openUri(String uri, Bundle extras) {
    Intent view = new Intent(Intent.ACTION_VIEW, Uri.parse(uri));
    view.setFlags(Intent.FLAG_ACTIVITY_SINGLE_TOP | Intent.FLAG_ACTIVITY_CLEAR_TOP);
    if (extras != null) view.putExtras(extras);
    startActivity(view);
  }

  private NotificationManager notificationManager() {
    return (NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE);
  }
}
