package android.app;

import android.content.ContextWrapper;
import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import trackcheck.kit.AppFacts;
import trackcheck.kit.KitProcess;

/**
 * {@code android.app.Activity}: the kit creates one per {@code Activity.onCreate} the platform
 * model delivers (one instance per live activity) and calls its lifecycle methods;
 * {@link #getIntent()} follows Android: the intent that started it, until {@link #setIntent}
 * replaces it. Its own {@code onCreate}, {@code onStart}, {@code onResume}, {@code onPause},
 * {@code onStop} and {@code onDestroy} tell the application's
 * {@code ActivityLifecycleCallbacks}, as Android's do (call {@code super}).
 */
public class Activity extends ContextWrapper {
  private Intent intent;
  private boolean finished;

  /** The activity; the kit makes it. */
  public Activity() { super(null); }

  public Intent getIntent() { return intent; }

  /**
   * {@code setIntent}: {@code getIntent()} returns {@code intent} from now on. Reported in
   * protocol 3 as the intent, from any callback; protocol 2 reports it in answer to
   * {@code onNewIntent} only.
   */
  public void setIntent(Intent intent) {
    this.intent = intent;
    AppFacts.setIntent(intent);
  }

  /** {@code finish()}: reported in protocol 3's {@code app.finish}. */
  public void finish() {
    finished = true;
    AppFacts.finish();
  }

  public boolean isFinishing() { return finished; }

  /** The process's application. */
  public final Application getApplication() { return KitProcess.application(); }

  protected void onCreate(Bundle savedInstanceState) { dispatch(c -> c.onActivityCreated(this, savedInstanceState)); }
  protected void onNewIntent(Intent intent) {}
  protected void onStart() { dispatch(c -> c.onActivityStarted(this)); }
  protected void onRestart() {}
  protected void onResume() { dispatch(c -> c.onActivityResumed(this)); }
  protected void onPause() { dispatch(c -> c.onActivityPaused(this)); }
  protected void onStop() { dispatch(c -> c.onActivityStopped(this)); }
  protected void onDestroy() { dispatch(c -> c.onActivityDestroyed(this)); }
  protected void onSaveInstanceState(Bundle outState) { dispatch(c -> c.onActivitySaveInstanceState(this, outState)); }
  /** A configuration change the activity's {@code configChanges} cover (a rotation): no re-creation. */
  public void onConfigurationChanged(Configuration newConfig) {}

  private void dispatch(java.util.function.Consumer<Application.ActivityLifecycleCallbacks> event) {
    Application application = getApplication();
    if (application != null) application.dispatch(event);
  }
}
