package trackcheck.kit;

import android.app.Activity;
import android.app.NotificationManager;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * trackcheck's protocol (versions 2 and 1, with pipelining) for an Android app built on the
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
 */
public final class Kit {
  /** The protocol versions the kit speaks, newest first. */
  public static final List<Integer> PROTOCOLS = List.of(2, 1);

  private final Function<KitCase, App> factory;
  private final PrintStream out;
  private int protocol = 1;
  private KitCase testCase = new KitCase(new LinkedHashMap<>());
  private App app;
  private FirebaseMessagingService service;
  private Activity activity;

  private Kit(Function<KitCase, App> factory, PrintStream out) {
    this.factory = factory;
    this.out = out;
  }

  /** Serves the protocol on stdin/stdout until {@code bye}; returns the exit status. */
  public static int serve(String name, String version, Function<KitCase, App> factory) {
    PrintStream protocolStream = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    return new Kit(factory, protocolStream).loop(name, version);
  }

  @SuppressWarnings("unchecked")
  private int loop(String name, String version) {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
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
            hello.put("apis", List.of("collectMessageInfo", "trackAction"));
            hello.put("features", List.of("pipelining"));
            send(hello);
            break;
          }
          case "begin": {
            testCase = new KitCase(message);
            MobileCore.takeCalls();
            newProcess();
            Map<String, Object> ready = new LinkedHashMap<>();
            ready.put("type", "ready");
            ready.put("id", id);
            if (protocol >= 2) ready.put("app", Map.of("launchMode", app.launchMode));
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
              MobileCore.takeCalls();
              send(Map.of("type", "error", "id", id, "message", cause.getClass().getSimpleName() + ": " + cause.getMessage()));
              break;
            }
            answer.put("calls", MobileCore.takeCalls());
            if (protocol >= 2 && !report.isEmpty()) answer.put("app", report);
            send(answer);
            break;
          }
          case "end": {
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("type", "calls");
            answer.put("id", id);
            answer.put("calls", MobileCore.takeCalls());
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
      return 1;
    }
    return 0;
  }

  private void send(Map<String, Object> message) {
    System.err.flush();
    out.print(Json.write(message) + "\n");
    out.flush();
  }

  /** A new process: a fresh app, its components not yet created. */
  private void newProcess() {
    NotificationManager.reset(testCase.notificationsAllowed);
    app = factory.apply(testCase);
    service = null;
    activity = null;
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> callback(String name, Map<String, Object> args) throws Exception {
    Map<String, Object> intentValue = args.get("intent") instanceof Map ? (Map<String, Object>) args.get("intent") : null;
    switch (name) {
      case "Process.killed":
        newProcess();
        return new LinkedHashMap<>();
      case "Application.onCreate":
        app.applicationCreate.run();
        break;
      case "FirebaseMessagingService.onMessageReceived":
        if (app.messagingService == null) throw new IllegalStateException("the app declares no messagingService");
        if (service == null) service = app.messagingService.get();
        service.onMessageReceived(RemoteMessage.fromMap((Map<String, Object>) args.get("message")));
        break;
      case "NotificationDismissedReceiver.onReceive": {
        Intent intent = Intent.fromMap(intentValue);
        var receiver = app.receivers.get(intent.getComponentName());
        if (receiver == null && app.receivers.size() == 1) receiver = app.receivers.values().iterator().next();
        if (receiver == null) throw new IllegalStateException("the app declares no receiver " + intent.getComponentName());
        BroadcastReceiver instance = receiver.get();
        instance.onReceive(service != null ? service : new Context(), intent);
        break;
      }
      case "Activity.onCreate": {
        Intent intent = Intent.fromMap(intentValue);
        var type = app.activities.get(intent.getComponentName());
        if (type == null && !app.activities.isEmpty()) type = app.activities.values().iterator().next();
        if (type == null) throw new IllegalStateException("the app declares no activity");
        activity = type.get();
        setField(activity, "intent", intent);
        Object saved = args.get("savedInstanceState");
        invoke("onCreate", Bundle.class, saved instanceof Map ? Bundle.of((Map<String, Object>) saved) : null);
        break;
      }
      case "Activity.onNewIntent":
        if (activity != null) invoke("onNewIntent", Intent.class, Intent.fromMap(intentValue));
        break;
      case "Activity.onResume":
        if (activity != null) invoke("onResume", null, null);
        break;
      case "Activity.onPause":
        if (activity != null) invoke("onPause", null, null);
        break;
      default:
        throw new UnsupportedOperationException("the Java kit plays Android callbacks; it has no " + name);
    }
    Map<String, Object> report = NotificationManager.current().take();
    if (activity != null && (Boolean) getField(activity, "intentWasSet")) {
      report.put("setIntent", true);
      setField(activity, "intentWasSet", false);
    }
    return report;
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

  private static Object getField(Activity activity, String name) throws ReflectiveOperationException {
    Field field = Activity.class.getDeclaredField(name);
    field.setAccessible(true);
    return field.get(activity);
  }
}
