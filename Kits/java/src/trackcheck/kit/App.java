package trackcheck.kit;

import android.app.Activity;
import android.content.BroadcastReceiver;
import com.google.firebase.messaging.FirebaseMessagingService;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The app under test: its components, as the manifest declares them. The kit creates them
 * as Android does (a receiver per broadcast, an activity per {@code onCreate}, the service
 * once per process) and calls their real methods. A fresh {@code App} per case and after
 * {@code Process.killed}: in-memory state ends with the process.
 */
public class App {
  /** The case. */
  public final KitCase testCase;
  Supplier<? extends FirebaseMessagingService> messagingService;
  final Map<String, Supplier<? extends BroadcastReceiver>> receivers = new LinkedHashMap<>();
  final Map<String, Supplier<? extends Activity>> activities = new LinkedHashMap<>();
  String launchMode = "standard";
  Runnable applicationCreate = () -> {};

  public App(KitCase testCase) { this.testCase = testCase; }

  /** The app's {@code FirebaseMessagingService}. */
  public App messagingService(Class<? extends FirebaseMessagingService> type) {
    messagingService = construct(type);
    return this;
  }

  /** A broadcast receiver, named as intents name it (the class's simple name). */
  public App receiver(Class<? extends BroadcastReceiver> type) {
    receivers.put(type.getSimpleName(), construct(type));
    return this;
  }

  /** The activity notifications open, with its {@code android:launchMode} ({@code standard}, {@code singleTop}, …). */
  public App activity(Class<? extends Activity> type, String launchMode) {
    activities.put(type.getSimpleName(), construct(type));
    this.launchMode = launchMode;
    return this;
  }

  /** The activity notifications open, with the default launch mode. */
  public App activity(Class<? extends Activity> type) { return activity(type, "standard"); }

  /** What the app's {@code Application.onCreate} does when a process starts. */
  public App onApplicationCreate(Runnable action) {
    applicationCreate = action;
    return this;
  }

  private static <T> Supplier<T> construct(Class<T> type) {
    return () -> {
      try {
        var constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
      } catch (ReflectiveOperationException error) {
        throw new IllegalStateException(type.getName() + " needs a constructor without arguments", error);
      }
    };
  }
}
