package android.app;

import android.content.ContextWrapper;
import android.content.Intent;
import android.content.res.Configuration;
import android.os.Bundle;
import dev.trackcheck.kit.AppFacts;
import dev.trackcheck.kit.KitProcess;

/**
 * {@code android.app.Activity}: the kit creates one per {@code Activity.onCreate} the platform
 * model delivers (one instance per live activity) and calls its lifecycle methods;
 * {@link #getIntent()} follows Android: the intent that started it, until {@link #setIntent}
 * replaces it. Its own {@code onCreate}, {@code onStart}, {@code onResume}, {@code onPause},
 * {@code onStop} and {@code onDestroy} tell the application's
 * {@code ActivityLifecycleCallbacks}, as Android's do (call {@code super}).
 */
public class Activity extends ContextWrapper {
  /** {@code setResult}: the activity succeeded. */
  public static final int RESULT_OK = -1;
  /** {@code setResult}: cancelled (the default). */
  public static final int RESULT_CANCELED = 0;

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

  private android.view.View content;

  /**
   * {@code setContentView(layoutResID)}: inflates the layout from the app's {@code res} folder
   * ({@code new App(c).resources(…)}), each view with its id, class (the kit's widgets, the app's
   * own, else a plain {@code View}) and text, for {@link #findViewById}.
   */
  public void setContentView(int layoutResID) {
    dev.trackcheck.kit.Aapt resources = KitProcess.resources();
    if (resources == null) {
      throw new IllegalStateException("setContentView(0x" + Integer.toHexString(layoutResID) + "): name the app's res folder with new App(c).resources(\"…/res\")");
    }
    content = new dev.trackcheck.kit.Inflater(resources).inflate(layoutResID, this);
  }

  /** {@code setContentView(view)}. */
  public void setContentView(android.view.View view) { content = view; }

  /** {@code findViewById(id)}: the view of the content with {@code id}, or null. */
  public <T extends android.view.View> T findViewById(int id) { return content == null ? null : content.findViewById(id); }

  /** {@code setTitle}: nothing to show. */
  public void setTitle(CharSequence title) {}

  /**
   * {@code getParentActivityIntent()}: the intent of the manifest's {@code android:parentActivityName}
   * ({@code new ActivityInfo().parentActivity(…)}), a {@code MAIN} one when that activity has no
   * parent of its own, as on Android; null when this activity has none.
   */
  public Intent getParentActivityIntent() {
    String parent = KitProcess.parentActivity(getClass().getName());
    if (parent == null) return null;
    android.content.ComponentName target = new android.content.ComponentName(this, parent);
    return KitProcess.parentActivity(parent) == null ? Intent.makeMainActivity(target) : new Intent().setComponent(target);
  }

  /** {@code runOnUiThread(action)}: now on the main thread, else posted to it. */
  public final void runOnUiThread(Runnable action) {
    if (android.os.Looper.getMainLooper().isCurrentThread()) action.run();
    else new android.os.Handler(android.os.Looper.getMainLooper()).post(action);
  }

  /** {@code shouldShowRequestPermissionRationale}: false (the user was never asked here). */
  public boolean shouldShowRequestPermissionRationale(String permission) { return false; }

  /**
   * {@code requestPermissions(permissions, requestCode)}: the user answers at once, as the case's
   * device settings say ({@code POST_NOTIFICATIONS}: {@code notificationsAllowed}); the answer comes
   * in {@link #onRequestPermissionsResult} on the main thread.
   */
  public final void requestPermissions(String[] permissions, int requestCode) {
    int[] results = new int[permissions.length];
    for (int i = 0; i < permissions.length; i++) results[i] = checkSelfPermission(permissions[i]);
    new android.os.Handler(android.os.Looper.getMainLooper()).post(() -> onRequestPermissionsResult(requestCode, permissions, results));
  }

  /** The answer to {@link #requestPermissions}. */
  public void onRequestPermissionsResult(int requestCode, String[] permissions, int[] grantResults) {}

  /**
   * {@code moveTaskToBack(nonRoot)}: not modelled — what is in front is the platform model's to
   * say, from the case — so the task stays where it is and the answer is false.
   */
  public boolean moveTaskToBack(boolean nonRoot) { return false; }

  /** {@code setResult(resultCode)}: nothing waits for a result here. */
  public final void setResult(int resultCode) {}

  /** {@code setResult(resultCode, data)}. */
  public final void setResult(int resultCode, Intent data) {}

  /** {@code overridePendingTransition}: no animation to run. */
  public void overridePendingTransition(int enterAnim, int exitAnim) {}

  protected void onCreate(Bundle savedInstanceState) { dispatch(c -> c.onActivityCreated(this, savedInstanceState)); }
  protected void onNewIntent(Intent intent) {}
  protected void onStart() { dispatch(c -> c.onActivityStarted(this)); }
  protected void onRestart() {}
  protected void onResume() {
    dev.trackcheck.kit.KitProcess.resumed(this);
    dispatch(c -> c.onActivityResumed(this));
  }
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
