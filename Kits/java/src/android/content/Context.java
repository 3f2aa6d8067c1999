package android.content;

import android.app.NotificationManager;
import trackcheck.kit.AppFacts;

/** {@code android.content.Context}: what components reach the system through. */
public class Context {
  /** {@code getSystemService(NOTIFICATION_SERVICE)} is the app's {@link NotificationManager}. */
  public static final String NOTIFICATION_SERVICE = "notification";

  public Object getSystemService(String name) {
    return NOTIFICATION_SERVICE.equals(name) ? NotificationManager.current() : null;
  }

  /** The process's {@code Application} (the app's subclass when it names one), as on Android. */
  public Context getApplicationContext() {
    Context application = trackcheck.kit.KitProcess.application();
    return application == null ? this : application;
  }

  public String getPackageName() { return "com.example.app"; }

  /** {@code sendBroadcast}: not delivered (the platform model decides what the app receives). */
  public void sendBroadcast(Intent intent) {}

  /**
   * {@code startActivity}: reported in protocol 3's {@code app.startActivity}; the platform model
   * decides what starts (from a receiver or service answering a notification, a trampoline).
   */
  public void startActivity(Intent intent) { AppFacts.startActivity(intent); }
}
