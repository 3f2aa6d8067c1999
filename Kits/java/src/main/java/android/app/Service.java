package android.app;

import android.content.ContextWrapper;
import android.content.Intent;
import dev.trackcheck.kit.KitProcess;

/** {@code android.app.Service}: created once per process, then {@link #onStartCommand} for each start. */
public abstract class Service extends ContextWrapper {
  public static final int START_NOT_STICKY = 2;
  public static final int START_STICKY = 1;
  public static final int START_REDELIVER_INTENT = 3;

  /** The service; the kit makes it. */
  public Service() { super(null); }

  /** The process's application. */
  public final Application getApplication() { return KitProcess.application(); }

  public void onCreate() {}

  /** A {@code getService}/{@code getForegroundService} PendingIntent started the service. */
  public int onStartCommand(Intent intent, int flags, int startId) { return START_NOT_STICKY; }

  public void onDestroy() {}

  public void stopSelf() {}
}
