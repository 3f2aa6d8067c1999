package com.adobe.marketing.mobile.messaging;

import android.app.Activity;
import android.content.Intent;
import android.net.Uri;
import android.os.Bundle;
import com.adobe.marketing.mobile.Messaging;
import com.adobe.marketing.mobile.services.ServiceProvider;

/**
 * {@code MessagingPushTrackerActivity}: the Messaging extension's tracker activity (AEPMessaging
 * 3.10.0, {@code …/messaging/MessagingPushTrackerActivity.java}; its manifest entry: not exported,
 * {@code singleInstance}), which the notifications of {@code MessagingService} start. The kit
 * declares it in the app's manifest when the adapter declares the Messaging APIs.
 *
 * <p>{@code onCreate}, for the action {@code "Notification Opened"}: tracks
 * {@code handleNotificationResponse(intent, true, null)} (the SDK's own call), then opens the
 * {@code actionUri} ({@code ACTION_VIEW}) or the app — the class of the activity last resumed in
 * the process, else the launcher activity, with {@code SINGLE_TOP | CLEAR_TOP} and no extras — and
 * finishes. Action buttons ({@code "Notification Button Clicked"}) are not modelled.
 */
public class MessagingPushTrackerActivity extends Activity {
  @Override
  protected void onCreate(Bundle savedInstanceState) {
    super.onCreate(savedInstanceState);
    Intent intent = getIntent();
    if (intent != null && MessagingService.OPENED.equals(intent.getAction())) {
      dev.trackcheck.kit.SdkPath.run(() -> Messaging.handleNotificationResponse(intent, true, null));
      com.adobe.marketing.mobile.PushNotificationListener listener = dev.trackcheck.kit.KitProcess.pushNotificationListener();
      if (listener != null) listener.onNotificationOpened(new com.adobe.marketing.mobile.MessagingPushPayload(intent), null);
      String uri = intent.getStringExtra("actionUri");
      if (uri == null || uri.isEmpty()) openApplication();
      else startActivity(new Intent(Intent.ACTION_VIEW, Uri.parse(uri)));
    }
    finish();
  }

  private void openApplication() {
    Activity current = ServiceProvider.getInstance().getAppContextService().getCurrentActivity();
    Intent launch = current != null ? new Intent(current, current.getClass()) : getPackageManager().getLaunchIntentForPackage(getPackageName());
    if (launch == null) return;
    launch.setFlags(Intent.FLAG_ACTIVITY_SINGLE_TOP | Intent.FLAG_ACTIVITY_CLEAR_TOP);
    startActivity(launch);
  }
}
