package dev.trackcheck.kit;

import android.app.Activity;
import android.app.Application;
import android.app.Service;
import android.content.BroadcastReceiver;
import com.google.firebase.messaging.FirebaseMessagingService;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The app under test: its components, as the manifest declares them. The kit creates them
 * as Android does (a receiver per broadcast, an activity per {@code onCreate}, one instance per
 * live activity, a service once per process) and calls their real methods. A fresh {@code App}
 * per case and after {@code Process.killed}: in-memory state ends with the process.
 *
 * <pre>{@code
 * new App(testCase).targetSdk(31)
 *     .messagingService(MyMessagingService.class)
 *     .receiver(NotificationDismissedReceiver.class)
 *     .activity(MainActivity.class, new ActivityInfo().launchMode("singleTop").launcher())
 * }</pre>
 */
public class App {
  /** The case. */
  public final KitCase testCase;
  Supplier<? extends FirebaseMessagingService> messagingService;
  final Map<String, Supplier<? extends BroadcastReceiver>> receivers = new LinkedHashMap<>();
  final Map<String, Supplier<? extends Service>> services = new LinkedHashMap<>();
  final Map<String, Supplier<? extends Activity>> activities = new LinkedHashMap<>();
  final Map<String, ActivityInfo> activityInfos = new LinkedHashMap<>();
  /** The components' classes by the harness's names for them (their simple names), as the manifest names them. */
  final Map<String, String> componentClasses = new LinkedHashMap<>();
  /** {@code android:parentActivityName} of the activities that have one, by class name. */
  final Map<String, String> activityParents = new LinkedHashMap<>();
  Integer targetSdk;
  Integer apiLevel;
  Aapt resources;
  Supplier<? extends Application> application;
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
    componentClasses.put(type.getSimpleName(), type.getName());
    return this;
  }

  /** A service that PendingIntents start ({@code getService}, {@code getForegroundService}). */
  public App service(Class<? extends Service> type) {
    services.put(type.getSimpleName(), construct(type));
    componentClasses.put(type.getSimpleName(), type.getName());
    return this;
  }

  /** An activity and its manifest entry (protocol 3). */
  public App activity(Class<? extends Activity> type, ActivityInfo info) {
    activities.put(type.getSimpleName(), construct(type));
    componentClasses.put(type.getSimpleName(), type.getName());
    activityInfos.put(type.getSimpleName(), info);
    if (info.parentActivity != null) activityParents.put(type.getName(), info.parentActivity);
    this.launchMode = info.launchMode;
    return this;
  }

  /** The activity notifications open, with its {@code android:launchMode} ({@code standard}, {@code singleTop}, …). */
  public App activity(Class<? extends Activity> type, String launchMode) {
    return activity(type, new ActivityInfo().launchMode(launchMode));
  }

  /** The activity notifications open, with the default launch mode. */
  public App activity(Class<? extends Activity> type) { return activity(type, "standard"); }

  /** {@code targetSdkVersion} (protocol 3; the harness's default is 34). */
  public App targetSdk(int version) {
    targetSdk = version;
    return this;
  }

  /**
   * The device's API level, what {@code Build.VERSION.SDK_INT} answers in the app's process; without
   * it, the {@link #targetSdk}, else 34.
   */
  public App apiLevel(int level) {
    apiLevel = level;
    return this;
  }

  /**
   * The app's {@code android.app.Application} subclass ({@code android:name} of
   * {@code <application>}): made when each process starts, before any component, returned by
   * every {@code getApplicationContext()}; its {@code onCreate()} runs once per process.
   */
  public App application(Class<? extends Application> type) {
    application = construct(type);
    return this;
  }

  /**
   * The app's {@code res} folder ({@code app/src/main/res}; then its libraries', as Android's build
   * merges them): {@code getString}, {@code getResources()}
   * and {@code setContentView} read it, by the numbers of the {@code R} class that
   * {@code dev.trackcheck.kit.Aapt} writes from the same folder.
   */
  public App resources(String... resFolders) {
    List<java.nio.file.Path> folders = new ArrayList<>();
    for (String folder : resFolders) folders.add(java.nio.file.Path.of(folder));
    resources = Aapt.read(folders);
    return this;
  }

  /** What the app's {@code Application.onCreate} does when a process starts (after the application's own {@code onCreate}). */
  public App onApplicationCreate(Runnable action) {
    applicationCreate = action;
    return this;
  }

  /** The launcher activity's name: the one declared {@code launcher()}, else the first. */
  String launcher() {
    for (Map.Entry<String, ActivityInfo> entry : activityInfos.entrySet()) if (entry.getValue().launcher) return entry.getKey();
    return activityInfos.isEmpty() ? null : activityInfos.keySet().iterator().next();
  }

  /** The Campaign Classic extension's tracker activity, as its manifest declares it. */
  static final String CAMPAIGN_CLASSIC_TRACKER = "CampaignClassicPushTrackerActivity";
  /** The Messaging extension's tracker activity and dismissal receiver, as its manifest declares them. */
  static final String MESSAGING_TRACKER = "MessagingPushTrackerActivity";
  static final String MESSAGING_RECEIVER = "NotificationInteractionReceiver";

  /**
   * The Campaign Classic extension's manifest merged into the app's, as the Android build merges
   * the manifest of a library the app depends on: its tracker activity ({@code singleInstance}),
   * which the notifications of {@code AEPMessagingService.handleRemoteMessage} start. Only for an
   * app that declares its activities (protocol 3), after them.
   */
  void mergeCampaignClassicManifest() {
    mergeLibraryActivity(CAMPAIGN_CLASSIC_TRACKER, "com.adobe.marketing.mobile.campaignclassic.internal");
  }

  /**
   * The Messaging extension's manifest merged into the app's (AEPMessaging 3.10.0's
   * {@code AndroidManifest.xml}): its tracker activity ({@code singleInstance}), which the
   * notifications of {@code MessagingService.handleRemoteMessage} start, and its
   * {@code NotificationInteractionReceiver}, which their delete intents reach. Only for an app that
   * declares its activities (protocol 3), after them.
   */
  void mergeMessagingManifest() {
    if (!mergeLibraryActivity(MESSAGING_TRACKER, "com.adobe.marketing.mobile.messaging")) return;
    receivers.putIfAbsent(MESSAGING_RECEIVER, () -> (BroadcastReceiver) library("com.adobe.marketing.mobile.messaging." + MESSAGING_RECEIVER));
    componentClasses.putIfAbsent(MESSAGING_RECEIVER, "com.adobe.marketing.mobile.messaging." + MESSAGING_RECEIVER);
  }

  /** A library's {@code singleInstance} activity declared after the app's own; {@code false} when there is nothing to merge into. */
  private boolean mergeLibraryActivity(String name, String packageName) {
    if (activityInfos.isEmpty() || activityInfos.containsKey(name)) return false;
    activityInfos.put(name, new ActivityInfo().launchMode("singleInstance"));
    activities.put(name, () -> (Activity) library(packageName + "." + name));
    componentClasses.put(name, packageName + "." + name);
    return true;
  }

  /** An instance of a library's component, which may not be public (Kotlin's {@code internal}). */
  private static Object library(String className) {
    try {
      Class<?> type = Class.forName(className, true, Thread.currentThread().getContextClassLoader());
      var constructor = type.getDeclaredConstructor();
      constructor.setAccessible(true);
      return constructor.newInstance();
    } catch (ReflectiveOperationException error) {
      throw new IllegalStateException("the SDK's " + className, error);
    }
  }

  /** Protocol 3's {@code ready.app}: the manifest. */
  Map<String, Object> manifest() {
    Map<String, Object> value = new LinkedHashMap<>();
    if (targetSdk != null) value.put("targetSdk", targetSdk);
    if (!activityInfos.isEmpty()) {
      List<Object> list = new ArrayList<>();
      String launcher = launcher();
      for (Map.Entry<String, ActivityInfo> entry : activityInfos.entrySet()) {
        list.add(entry.getValue().toMap(entry.getKey(), entry.getKey().equals(launcher)));
      }
      value.put("activities", list);
    } else {
      value.put("launchMode", launchMode);
    }
    if (!receivers.isEmpty()) value.put("receivers", new ArrayList<>(receivers.keySet()));
    if (!services.isEmpty()) value.put("services", new ArrayList<>(services.keySet()));
    return value;
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
