package android.app;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

/**
 * {@code android.app.Activity}: the kit creates one per {@code Activity.onCreate} the
 * platform model delivers and calls its lifecycle methods; {@link #getIntent()} follows
 * Android (the intent that started it, until {@link #setIntent} replaces it).
 */
public class Activity extends Context {
  private Intent intent;
  private boolean intentWasSet;
  private boolean finished;

  public Intent getIntent() { return intent; }

  /** {@code setIntent}: {@code getIntent()} returns {@code intent} from now on (call it in {@code onNewIntent}). */
  public void setIntent(Intent intent) {
    this.intent = intent;
    intentWasSet = true;
  }

  public void finish() { finished = true; }
  public boolean isFinishing() { return finished; }

  protected void onCreate(Bundle savedInstanceState) {}
  protected void onNewIntent(Intent intent) {}
  protected void onStart() {}
  protected void onResume() {}
  protected void onPause() {}
  protected void onStop() {}
  protected void onDestroy() {}
  protected void onSaveInstanceState(Bundle outState) {}
}
