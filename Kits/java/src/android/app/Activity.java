package android.app;

import android.content.Context;
import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import trackcheck.kit.AppFacts;

/**
 * {@code android.app.Activity}: the kit creates one per {@code Activity.onCreate} the platform
 * model delivers (one instance per live activity) and calls its lifecycle methods;
 * {@link #getIntent()} follows Android: the intent that started it, until {@link #setIntent}
 * replaces it.
 */
public class Activity extends Context {
  private Intent intent;
  private boolean finished;

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

  protected void onCreate(Bundle savedInstanceState) {}
  protected void onNewIntent(Intent intent) {}
  protected void onStart() {}
  protected void onResume() {}
  protected void onPause() {}
  protected void onStop() {}
  protected void onDestroy() {}
  protected void onSaveInstanceState(Bundle outState) {}
  /** A configuration change the activity's {@code configChanges} cover (a rotation): no re-creation. */
  public void onConfigurationChanged(Configuration newConfig) {}
}
