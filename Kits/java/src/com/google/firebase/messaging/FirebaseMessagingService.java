package com.google.firebase.messaging;

import android.content.Context;

/** {@code com.google.firebase.messaging.FirebaseMessagingService}: the app's FCM handler. */
public class FirebaseMessagingService extends Context {
  public void onMessageReceived(RemoteMessage message) {}
  public void onNewToken(String token) {}
}
