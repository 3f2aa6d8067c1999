package dev.trackcheck.kit;

import android.app.Activity;
import android.app.Application;
import android.app.Service;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * trackcheck's protocol (versions 3, 2 and 1, with pipelining) for an Android app built on the
 * kit's stand-ins:
 *
 * <pre>{@code
 * public static void main(String[] args) {
 *   System.exit(Kit.serve("my-tracker", "1.0.0", testCase -> new App(testCase)
 *       .messagingService(MyMessagingService.class)
 *       .receiver(NotificationDismissedReceiver.class)
 *       .activity(MainActivity.class)));
 * }
 * }</pre>
 *
 * Before anything else the protocol keeps the process's standard output to itself and
 * {@code System.out} leads to standard error, so whatever the tracker prints cannot corrupt it.
 *
 * <p>Each app process — every case, and again after {@code Process.killed} — runs on classes of
 * its own: the kit runs the adapter's {@code main} again in a new {@link ProcessLoader} and takes
 * the factory it hands to {@code serve} there, so the tracker's static state starts over as in a
 * new process (system property {@code dev.trackcheck.kit.isolate=false}: one set of classes).
 */
public final class Kit {
  /** The protocol versions the kit speaks, newest first. */
  public static final List<Integer> PROTOCOLS = List.of(3, 2, 1);

  private final Function<KitCase, App> factory;
  /** The adapter's entry point, re-run in each process's class loader; null: the factory as given, classes shared. */
  private final Entry entry;
  private final List<String> apis;
  private final PrintStream out;
  /** What {@link #loop} returns when the stream ended without {@code bye}. */
  private static final int ENDED = -1;
  private int protocol = 1;
  private KitCase testCase = new KitCase(new LinkedHashMap<>());
  private App app;
  private FirebaseMessagingService service;
  /** The live activities by class name (one instance each), and the one called last. */
  private final Map<String, Activity> activities = new LinkedHashMap<>();
  private Activity activity;
  private final Map<String, Service> services = new LinkedHashMap<>();
  private int startId;
  /** The activities between onStart and onStop, and those stopped once (onRestart before onStart). */
  private final Set<Activity> visible = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
  private final Set<Activity> stopped = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
  private boolean applicationCreated;

  /** Set while the kit re-runs the adapter's {@code main} in a new process's loader: {@code serve} hands the factory back. */
  private static volatile boolean capturing;

  static void capture(boolean on) { capturing = on; }

  /** The factory {@code thrown} carries, when it is what {@code serve} throws while capturing. */
  static Function<KitCase, App> captured(Throwable thrown) {
    return thrown instanceof Captured ? ((Captured) thrown).factory : null;
  }

  /** What {@code serve} throws while {@link #capturing}: the factory of the process's adapter. */
  private static final class Captured extends Error {
    private static final long serialVersionUID = 1L;
    final transient Function<KitCase, App> factory;

    Captured(Function<KitCase, App> factory) {
      super("the adapter's factory", null, false, false);
      this.factory = factory;
    }
  }

  private Kit(Function<KitCase, App> factory, Set<Api> apis, Entry entry, PrintStream out) {
    this.factory = factory;
    this.entry = entry;
    this.apis = new ArrayList<>();
    for (Api api : Api.values()) if (apis.contains(api)) this.apis.add(api.wireName());
    this.out = out;
  }

  /**
   * Serves the protocol on stdin/stdout until {@code bye}; returns the exit status. Before any app
   * code runs, {@code System.out} and every stream on {@link FileDescriptor#out} lead to stderr;
   * the protocol keeps file descriptor 1 to itself. The tracker is declared to call both of
   * Campaign Standard's SDK APIs, as in every kit; {@link #serve(String, String, Set, Function)}
   * declares others (a Campaign Classic tracker: {@code EnumSet.of(Api.TRACK_NOTIFICATION_RECEIVE,
   * Api.TRACK_NOTIFICATION_CLICK)}).
   */
  public static int serve(String name, String version, Function<KitCase, App> factory) {
    return serve(name, version, EnumSet.of(Api.COLLECT_MESSAGE_INFO, Api.TRACK_ACTION), factory);
  }

  /**
   * {@link #serve(String, String, Function)} for a tracker whose SDK has only {@code apis}: the
   * {@code hello} claims those and no other, and cases that pin another API are not applicable.
   * A tracker on the Adobe Experience Platform SDK: {@code EnumSet.of(Api.COLLECT_MESSAGE_INFO)};
   * on an ACPCore older than 1.4.0: {@code EnumSet.of(Api.TRACK_ACTION)}.
   */
  public static int serve(String name, String version, Set<Api> apis, Function<KitCase, App> factory) {
    if (apis.isEmpty()) throw new IllegalArgumentException("a tracker calls at least one SDK API");
    if (reports == null) reports = Evidence.parse(System.getProperty("dev.trackcheck.kit.reports"), EnumSet.of(Evidence.CALLS));
    CampaignHits.sending(reports.contains(Evidence.HITS));
    if (capturing) throw new Captured(factory);
    Entry entry = Entry.find();
    String address = System.getProperty("dev.trackcheck.kit.connect", System.getenv("TRACKCHECK_CONNECT"));
    if (address != null && !address.isEmpty()) return serveConnections(address, name, version, apis, entry, factory);
    System.out.flush();
    PrintStream protocolStream = new PrintStream(new FileOutputStream(protocolDescriptor()), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    int status = new Kit(factory, apis, entry, protocolStream).loop(in, name, version);
    return status == ENDED ? 0 : status;
  }

  /** What the answers carry: set by {@link #serve(String, String, Set, Set, Function)}, else by the property. */
  private static Set<Evidence> reports;

  /**
   * {@link #serve(String, String, Set, Function)} reporting {@code evidence}: the calls, the requests
   * the SDK sent through its network service ({@link NetworkRecorder}), or both (docs/PROTOCOL.md,
   * "Hits"). With {@link Evidence#HITS} the SDK stand-ins send the Campaign extension's tracking hits,
   * as Android's extension formats them ({@link CampaignHits}). Without it, the system property
   * {@code dev.trackcheck.kit.reports} ({@code calls,hits}) says; by default the calls.
   */
  public static int serve(String name, String version, Set<Api> apis, Set<Evidence> evidence, Function<KitCase, App> factory) {
    if (evidence.isEmpty()) throw new IllegalArgumentException("an adapter reports calls, hits or both");
    reports = EnumSet.copyOf(evidence);
    return serve(name, version, apis, factory);
  }

  /**
   * Connects to trackcheck ({@code trackcheck run --listen}) at {@code address} — {@code HOST:PORT}
   * or {@code unix:PATH}, from the system property {@code dev.trackcheck.kit.connect} or the
   * environment's {@code TRACKCHECK_CONNECT} — and serves connection after connection, each a fresh
   * app process, until {@code bye}: a connection trackcheck closes without it (a timeout, a protocol
   * error) is followed by a new one. stdout is left to the tracker. This is how an adapter runs inside
   * a test runner that keeps stdout (JUnit under Gradle or Robolectric, an instrumented test).
   */
  private static int serveConnections(String address, String name, String version, Set<Api> apis, Entry entry,
      Function<KitCase, App> factory) {
    int served = 0;
    while (true) {
      java.nio.channels.ByteChannel channel;
      try {
        channel = connect(address);
      } catch (java.io.IOException error) {
        if (served > 0) return 0; // trackcheck has stopped listening: the run is over
        System.err.println("trackcheck-kit cannot connect to " + address + ": " + error.getMessage());
        return 1;
      }
      served += 1;
      int status;
      try (channel) {
        BufferedReader in = new BufferedReader(new InputStreamReader(java.nio.channels.Channels.newInputStream(channel), StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(java.nio.channels.Channels.newOutputStream(channel), true, StandardCharsets.UTF_8);
        status = new Kit(factory, apis, entry, out).loop(in, name, version);
      } catch (java.io.IOException error) {
        status = ENDED;
      }
      if (status != ENDED) return status;
    }
  }

  /** Puts into {@code answer} the calls (none when the adapter reports hits alone) and, when it reports hits, the SDK's requests. */
  private static void evidence(Map<String, Object> answer) {
    List<Map<String, Object>> calls = SharedSecrets.mobileCore().takeCalls();
    List<Map<String, Object>> requests = NetworkRecorder.shared().take();
    answer.put("calls", reports.contains(Evidence.CALLS) ? calls : List.of());
    if (reports.contains(Evidence.HITS)) answer.put("requests", requests);
  }

  /** A connection to {@code HOST:PORT}, {@code [IPV6]:PORT} or {@code unix:PATH}. */
  private static java.nio.channels.SocketChannel connect(String address) throws java.io.IOException {
    if (address.startsWith("unix:")) {
      return java.nio.channels.SocketChannel.open(java.net.UnixDomainSocketAddress.of(address.substring(5)));
    }
    int colon = address.lastIndexOf(':');
    if (colon < 0) throw new java.io.IOException("not HOST:PORT or unix:PATH");
    String host = address.substring(0, colon).replaceAll("^\\[|\\]$", "");
    java.nio.channels.SocketChannel channel =
        java.nio.channels.SocketChannel.open(new java.net.InetSocketAddress(host, Integer.parseInt(address.substring(colon + 1))));
    // Each answer is one small write awaited by trackcheck: sent at once, not coalesced.
    channel.setOption(java.net.StandardSocketOptions.TCP_NODELAY, true);
    return channel;
  }

  /**
   * A descriptor of file descriptor 1 for the protocol alone, after which {@link FileDescriptor#out}
   * itself stands for file descriptor 2: a tracker's {@code new FileOutputStream(FileDescriptor.out)},
   * below {@code System.out}, then writes to stderr too. Java cannot {@code dup2}; the field is set
   * through {@code sun.misc.Unsafe} (module jdk.unsupported). Where that is refused, {@link
   * FileDescriptor#out} stays as it is and only {@code System.out} is led away. Native code writing
   * to file descriptor 1 is out of reach either way.
   */
  private static FileDescriptor protocolDescriptor() {
    try {
      Field theUnsafe = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      Object unsafe = theUnsafe.get(null);
      Class<?> type = unsafe.getClass();
      @SuppressWarnings("deprecation")
      long offset = (long) type.getMethod("objectFieldOffset", Field.class).invoke(unsafe, FileDescriptor.class.getDeclaredField("fd"));
      Method putInt = type.getMethod("putInt", Object.class, long.class, int.class);
      FileDescriptor protocol = new FileDescriptor();
      putInt.invoke(unsafe, protocol, offset, 1);
      putInt.invoke(unsafe, FileDescriptor.out, offset, 2);
      return protocol;
    } catch (ReflectiveOperationException | RuntimeException refused) {
      return FileDescriptor.out;
    }
  }

  @SuppressWarnings("unchecked")
  private int loop(BufferedReader in, String name, String version) {
    try {
      for (String line; (line = in.readLine()) != null; ) {
        if (line.isBlank()) continue;
        Map<String, Object> message;
        try {
          message = (Map<String, Object>) Json.parse(line);
        } catch (RuntimeException error) {
          send(Map.of("type", "error", "message", "not a JSON object: " + error.getMessage()));
          continue;
        }
        Object id = message.get("id");
        String type = String.valueOf(message.get("type"));
        switch (type) {
          case "hello": {
            List<Object> offered = message.get("protocols") instanceof List ? (List<Object>) message.get("protocols") : List.of(message.get("protocol"));
            Integer spoken = PROTOCOLS.stream().filter(v -> offered.contains((long) v)).findFirst().orElse(null);
            if (spoken == null) {
              System.err.println("trackcheck-kit speaks protocols " + PROTOCOLS + "; the harness offers " + offered);
              return 1;
            }
            protocol = spoken;
            Map<String, Object> hello = new LinkedHashMap<>();
            hello.put("type", "hello");
            hello.put("protocol", protocol);
            hello.put("implementation", Map.of("name", name, "version", version));
            hello.put("platforms", List.of("android"));
            hello.put("apis", apis);
            hello.put("features", List.of("pipelining"));
            if (!reports.equals(EnumSet.of(Evidence.CALLS))) hello.put("reports", reports.stream().map(Evidence::wireName).toList());
            send(hello);
            break;
          }
          case "begin": {
            testCase = new KitCase(message);
            SharedSecrets.mobileCore().takeCalls();
            NetworkRecorder.shared().take();
            AppFacts.take();
            // One manager per case: it keeps the pushes the app received, across Process.killed.
            SharedSecrets.notificationManagers().reset(testCase.notificationsAllowed, protocol >= 3);
            KitProcess.install();
            try {
              newProcess(false);
              setUpRunningApp();
            } catch (Throwable error) {
              Throwable cause = error instanceof InvocationTargetException ? error.getCause() : error;
              app = null;
              SharedSecrets.mobileCore().takeCalls();
              AppFacts.take();
              if (cause instanceof Unsupported) {
                send(Map.of("type", "unsupported", "id", id, "reason", String.valueOf(cause.getMessage())));
              } else {
                send(Map.of("type", "error", "id", id, "message", cause.getClass().getSimpleName() + ": " + cause.getMessage()));
              }
              break;
            }
            Map<String, Object> ready = new LinkedHashMap<>();
            ready.put("type", "ready");
            ready.put("id", id);
            if (protocol >= 3) ready.put("app", app.manifest());
            else if (protocol >= 2) ready.put("app", Map.of("launchMode", app.launchMode));
            send(ready);
            break;
          }
          case "callback": {
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("type", "calls");
            answer.put("id", id);
            Map<String, Object> report;
            try {
              report = callback(String.valueOf(message.get("name")),
                message.get("args") instanceof Map ? (Map<String, Object>) message.get("args") : Map.of());
            } catch (Throwable error) {
              Throwable cause = error instanceof InvocationTargetException ? error.getCause() : error;
              SharedSecrets.mobileCore().takeCalls();
              NetworkRecorder.shared().take();
              SharedSecrets.notificationManagers().take(protocol);
              AppFacts.take();
              send(Map.of("type", "error", "id", id, "message", cause.getClass().getSimpleName() + ": " + cause.getMessage()));
              break;
            }
            evidence(answer);
            if (protocol >= 2 && !report.isEmpty()) answer.put("app", report);
            send(answer);
            break;
          }
          case "end": {
            // Work other threads posted to the main thread since the last answer runs before the case ends.
            try {
              if (app != null) MainThread.drain();
            } catch (RuntimeException error) {
              System.err.println("trackcheck-kit: the main thread's work at the end of the case failed: " + error);
            }
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("type", "calls");
            answer.put("id", id);
            evidence(answer);
            send(answer);
            break;
          }
          case "bye":
            return 0;
          default:
            send(Map.of("type", "error", "id", id == null ? Json.NULL : id, "message", "unknown message type " + type));
        }
      }
    } catch (java.io.IOException error) {
      System.err.println("trackcheck-kit: " + error.getMessage());
      return ENDED;
    }
    return ENDED;
  }

  private void send(Map<String, Object> message) {
    System.err.flush();
    out.print(Json.write(message) + "\n");
    out.flush();
  }

  /**
   * A new process: the adapter's and the tracker's classes loaded afresh (static state gone), a
   * fresh app from the factory — told whether it starts a case or restarts after
   * {@code Process.killed} — its {@code Application} made, its components not yet.
   */
  private void newProcess(boolean restart) throws ReflectiveOperationException {
    app = null;
    service = null;
    activities.clear();
    activity = null;
    services.clear();
    visible.clear();
    stopped.clear();
    applicationCreated = false;
    MainThread.reset();
    KitCase processCase = restart ? testCase.restarted() : testCase;
    Function<KitCase, App> processFactory = factory;
    if (entry != null) {
      ProcessLoader loader = new ProcessLoader(Kit.class.getClassLoader());
      Thread.currentThread().setContextClassLoader(loader);
      processFactory = entry.factoryIn(loader);
    }
    App made = processFactory.apply(processCase);
    if (made == null) throw new IllegalStateException("the factory returned no App");
    // An app that calls Campaign Classic depends on its extension, whose manifest the build merges.
    if (apis.contains(Api.TRACK_NOTIFICATION_RECEIVE.wireName()) || apis.contains(Api.TRACK_NOTIFICATION_CLICK.wireName())) {
      made.mergeCampaignClassicManifest();
    }
    // And one that calls Journey Optimizer's Messaging depends on the Messaging extension.
    if (apis.contains(Api.HANDLE_NOTIFICATION_RESPONSE.wireName()) || apis.contains(Api.TRACK_PUSH_RECEIVED.wireName())) {
      made.mergeMessagingManifest();
    }
    int apiLevel = made.apiLevel != null ? made.apiLevel : made.targetSdk != null ? made.targetSdk : KitProcess.DEFAULT_API_LEVEL;
    Application application = made.application != null ? made.application.get() : new Application();
    KitProcess.start(application, apiLevel, made.targetSdk != null ? made.targetSdk : apiLevel, made.resources, made.launcher(), made.componentClasses, made.activityParents);
    Method attach = android.content.ContextWrapper.class.getDeclaredMethod("attachBaseContext", android.content.Context.class);
    attach.setAccessible(true);
    attach.invoke(application, new android.content.Context());
    app = made;
  }

  /** {@code Application.onCreate}, once per process, before any component runs. */
  private void createApplication() {
    if (applicationCreated) return;
    applicationCreated = true;
    KitProcess.application().onCreate();
    app.applicationCreate.run();
  }

  /**
   * A case that begins with the app running ({@code initialState} {@code foreground} or
   * {@code background}): its process started and its launcher activity was created, started and
   * resumed (then paused and stopped, in the background) before the case, as the platform model
   * has it — no protocol callbacks. Tracking calls made here are reported with the case's first
   * answer; other facts (a {@code setIntent} of the launcher's) are the app's past.
   */
  private void setUpRunningApp() throws Exception {
    String state = testCase.initialState;
    if (!"foreground".equals(state) && !"background".equals(state)) return;
    createApplication();
    String launcher = app.launcher();
    if (launcher != null) {
      Intent launch = new Intent(Intent.ACTION_MAIN).addCategory(Intent.CATEGORY_LAUNCHER);
      SharedSecrets.intents().component(launch, launcher);
      activity = app.activities.get(launcher).get();
      activities.put(launcher, activity);
      setField(activity, "intent", launch);
      invoke("onCreate", Bundle.class, null);
      start(activity);
      invoke("onResume", null, null);
      if ("background".equals(state)) {
        invoke("onPause", null, null);
        invoke("onStop", null, null);
        visible.remove(activity);
        stopped.add(activity);
      }
    }
    MainThread.drain();
    AppFacts.take();
  }

  /** {@code onStart} (after {@code onRestart} when it was stopped) for an activity that is not visible. */
  private void start(Activity target) throws Exception {
    if (visible.contains(target)) return;
    Activity current = activity;
    activity = target;
    if (stopped.remove(target)) invoke("onRestart", null, null);
    invoke("onStart", null, null);
    visible.add(target);
    activity = current;
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> callback(String name, Map<String, Object> args) throws Exception {
    if (app == null) throw new IllegalStateException("no case is running (begin was not answered ready)");
    Map<String, Object> intentValue = args.get("intent") instanceof Map ? (Map<String, Object>) args.get("intent") : null;
    String named = args.get("activity") instanceof String ? (String) args.get("activity") : null;
    switch (name) {
      case "Process.killed":
        newProcess(true);
        return new LinkedHashMap<>();
      case "Application.onCreate":
        createApplication();
        break;
      case "FirebaseMessagingService.onMessageReceived": {
        if (app.messagingService == null) throw new IllegalStateException("the app declares no messagingService");
        createApplication();
        if (service == null) {
          service = app.messagingService.get();
          service.onCreate();
        }
        RemoteMessage message = SharedSecrets.remoteMessages().fromMap((Map<String, Object>) args.get("message"));
        SharedSecrets.notificationManagers().handling(message.getMessageId(), message.getData());
        try {
          service.onMessageReceived(message);
        } finally {
          SharedSecrets.notificationManagers().handling(null, null);
        }
        break;
      }
      case "NotificationDismissedReceiver.onReceive":
      case "BroadcastReceiver.onReceive": {
        Intent intent = SharedSecrets.intents().fromMap(intentValue);
        String receiverName = args.get("receiver") instanceof String ? (String) args.get("receiver") : SharedSecrets.intents().component(intent);
        if (receiverName == null && name.equals("NotificationDismissedReceiver.onReceive")) {
          // Protocols 1 and 2 name no receiver: the delete intent's is the documents' NotificationDismissedReceiver,
          // else the first the app declares (as the harness delivers a delete intent without a component).
          receiverName = app.receivers.containsKey("NotificationDismissedReceiver") || app.receivers.isEmpty()
              ? "NotificationDismissedReceiver" : app.receivers.keySet().iterator().next();
        }
        var receiver = app.receivers.get(receiverName);
        if (receiver == null && app.receivers.size() == 1) receiver = app.receivers.values().iterator().next();
        if (receiver == null) throw new IllegalStateException("the app declares no receiver " + receiverName);
        BroadcastReceiver instance = receiver.get();
        createApplication();
        instance.onReceive(KitProcess.application(), intent);
        break;
      }
      case "Service.onStartCommand": {
        String serviceName = String.valueOf(args.get("service"));
        createApplication();
        Service running = services.get(serviceName);
        if (running == null) {
          var type = app.services.get(serviceName);
          if (type == null) throw new IllegalStateException("the app declares no service " + serviceName);
          running = type.get();
          services.put(serviceName, running);
          running.onCreate();
        }
        running.onStartCommand(SharedSecrets.intents().fromMap(intentValue), 0, ++startId);
        break;
      }
      case "Activity.onCreate": {
        Intent intent = SharedSecrets.intents().fromMap(intentValue);
        if (named == null) named = app.activities.containsKey(SharedSecrets.intents().component(intent)) ? SharedSecrets.intents().component(intent) : app.launcher();
        var type = named == null ? null : app.activities.get(named);
        if (type == null && !app.activities.isEmpty()) type = app.activities.values().iterator().next();
        if (type == null) throw new IllegalStateException("the app declares no activity " + named);
        createApplication();
        activity = type.get();
        activities.put(named, activity);
        setField(activity, "intent", intent);
        Object saved = args.get("savedInstanceState");
        invoke("onCreate", Bundle.class, saved instanceof Map ? SharedSecrets.bundles().of((Map<String, Object>) saved) : null);
        break;
      }
      case "Activity.onNewIntent":
        if (live(named, intentValue) != null) invoke("onNewIntent", Intent.class, SharedSecrets.intents().fromMap(intentValue));
        break;
      case "Activity.onResume":
        if (live(named, intentValue) != null) {
          // What getIntent() returns now, as the system says.
          if (intentValue != null) setField(activity, "intent", SharedSecrets.intents().fromMap(intentValue));
          start(activity);
          invoke("onResume", null, null);
        }
        break;
      case "Activity.onPause":
        if (live(named, intentValue) != null) invoke("onPause", null, null);
        break;
      case "Activity.onConfigurationChanged":
        if (live(named, intentValue) != null) {
          activity.onConfigurationChanged(
              SharedSecrets.configurations().fromMap(args.get("newConfig") instanceof Map ? (Map<String, Object>) args.get("newConfig") : null));
        }
        break;
      default:
        throw new UnsupportedOperationException("the Java kit plays Android callbacks; it has no " + name);
    }
    MainThread.drain();
    Map<String, Object> report = SharedSecrets.notificationManagers().take(protocol);
    Map<String, Object> facts = AppFacts.take();
    if (protocol >= 3) {
      report.putAll(facts);
    } else if (facts.containsKey("setIntent") && name.equals("Activity.onNewIntent")) {
      report.put("setIntent", true);
    }
    if (activity != null && activity.isFinishing()) {
      activities.values().remove(activity);
      activity = null;
    }
    return report;
  }

  /**
   * The instance an activity callback is for: the named one, else the current one. An activity that
   * existed before the case began (the app already running) is made on the spot with the callback's
   * intent, as the Python, Node and Swift kits do.
   */
  private Activity live(String named, Map<String, Object> intentValue) throws ReflectiveOperationException {
    createApplication();
    if (named == null && activity != null) return activity;
    Intent intent = SharedSecrets.intents().fromMap(intentValue);
    if (named == null) named = app.activities.containsKey(SharedSecrets.intents().component(intent)) ? SharedSecrets.intents().component(intent) : app.launcher();
    Activity found = named == null ? null : activities.get(named);
    if (found == null) {
      var type = named == null ? null : app.activities.get(named);
      if (type == null && !app.activities.isEmpty()) type = app.activities.values().iterator().next();
      if (type == null) return activity = null;
      found = type.get();
      activities.put(named, found);
      setField(found, "intent", intent);
      visible.add(found);
    }
    return activity = found;
  }

  /** Calls an activity's protected lifecycle method, as the system does. */
  private void invoke(String method, Class<?> parameter, Object argument) throws Exception {
    Method lifecycle = parameter == null ? Activity.class.getDeclaredMethod(method) : Activity.class.getDeclaredMethod(method, parameter);
    lifecycle.setAccessible(true);
    if (parameter == null) lifecycle.invoke(activity);
    else lifecycle.invoke(activity, argument);
  }

  private static void setField(Activity activity, String name, Object value) throws ReflectiveOperationException {
    Field field = Activity.class.getDeclaredField(name);
    field.setAccessible(true);
    field.set(activity, value);
  }

}
