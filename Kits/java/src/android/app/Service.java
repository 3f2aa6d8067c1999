package android.app;

import android.content.Context;
import android.content.Intent;

/** {@code android.app.Service}: created once per process, then {@link #onStartCommand} for each start. */
public abstract class Service extends Context {
  public static final int START_NOT_STICKY = 2;
  public static final int START_STICKY = 1;

  public void onCreate() {}

  /** A {@code getService}/{@code getForegroundService} PendingIntent started the service. */
  public int onStartCommand(Intent intent, int flags, int startId) { return START_NOT_STICKY; }

  public void onDestroy() {}

  public void stopSelf() {}
}
