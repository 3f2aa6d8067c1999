package com.google.firebase.messaging;

import com.google.android.gms.tasks.Task;
import com.google.android.gms.tasks.Tasks;

/** {@code com.google.firebase.messaging.FirebaseMessaging}: the app's FCM registration. */
public final class FirebaseMessaging {
  /** The registration token every app gets here. */
  private static final String TOKEN = "trackcheck-fcm-registration-token";
  private static final FirebaseMessaging INSTANCE = new FirebaseMessaging();
  private boolean autoInit = true;

  private FirebaseMessaging() {}

  /** The default instance. */
  public static FirebaseMessaging getInstance() { return INSTANCE; }

  /** {@code getToken()}: succeeds with the kit's token ({@code trackcheck-fcm-registration-token}); listeners run on the main thread. */
  public Task<String> getToken() { return Tasks.forResult(TOKEN); }

  /** {@code deleteToken()}. */
  public Task<Void> deleteToken() { return Tasks.forResult(null); }

  /** {@code subscribeToTopic(topic)}. */
  public Task<Void> subscribeToTopic(String topic) { return Tasks.forResult(null); }

  /** {@code unsubscribeFromTopic(topic)}. */
  public Task<Void> unsubscribeFromTopic(String topic) { return Tasks.forResult(null); }

  public boolean isAutoInitEnabled() { return autoInit; }
  public void setAutoInitEnabled(boolean enable) { autoInit = enable; }
}
