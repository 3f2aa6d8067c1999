package com.google.firebase.messaging;

import android.app.Service;

/** {@code com.google.firebase.messaging.FirebaseMessagingService}: the app's FCM handler. */
public class FirebaseMessagingService extends Service {
  public void onMessageReceived(RemoteMessage message) {}
  public void onNewToken(String token) {}
}
