package android.app;

import android.content.ContextWrapper;

/**
 * {@code android.app.Application}: one per app process, made before any component and returned by
 * every {@code getApplicationContext()}. The kit makes the adapter's subclass
 * ({@code new App(c).application(MyApp.class)}) or this class, and calls {@link #onCreate()} once
 * per process: at {@code Application.onCreate}, before the first component callback of a process
 * that started without one, or when a case begins with the app already running.
 */
public class Application extends ContextWrapper {
  /** The application; the kit makes it. */
  public Application() { super(null); }

  /** The process starts: called before any activity, service or receiver is. */
  public void onCreate() {}

  /** Never called on a device (the process is killed): present for code that overrides it. */
  public void onTerminate() {}

  /** {@code registerActivityLifecycleCallbacks}: kept, and told of the activities' lifecycle. */
  public void registerActivityLifecycleCallbacks(ActivityLifecycleCallbacks callbacks) { lifecycleCallbacks.add(callbacks); }

  /** {@code unregisterActivityLifecycleCallbacks}. */
  public void unregisterActivityLifecycleCallbacks(ActivityLifecycleCallbacks callbacks) { lifecycleCallbacks.remove(callbacks); }

  final java.util.List<ActivityLifecycleCallbacks> lifecycleCallbacks = new java.util.ArrayList<>();

  /** Tells the registered callbacks, in order, of an activity's lifecycle (Activity's own {@code onCreate}, … do). */
  void dispatch(java.util.function.Consumer<ActivityLifecycleCallbacks> event) {
    for (ActivityLifecycleCallbacks callbacks : new java.util.ArrayList<>(lifecycleCallbacks)) event.accept(callbacks);
  }

  /** {@code Application.ActivityLifecycleCallbacks}. */
  public interface ActivityLifecycleCallbacks {
    void onActivityCreated(Activity activity, android.os.Bundle savedInstanceState);
    void onActivityStarted(Activity activity);
    void onActivityResumed(Activity activity);
    void onActivityPaused(Activity activity);
    void onActivityStopped(Activity activity);
    void onActivitySaveInstanceState(Activity activity, android.os.Bundle outState);
    void onActivityDestroyed(Activity activity);
  }
}
