package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Android's lifecycle as Android runs it: the process, its Application, a running app's activity, the main looper, the API level. */
class LifecycleTest {
  private static final String ADAPTER = "dev.trackcheck.kittest.LifecycleAdapter";
  private static final String HELLO = "{\"type\":\"hello\",\"protocols\":[3]}";
  private static final String PUSH = "{\"message\":{\"messageId\":\"p1\",\"data\":{\"_dId\":\"d1\",\"_mId\":\"m1\"}}}";

  private static String begin(int id, String caseId, String state) {
    return "{\"type\":\"begin\",\"id\":\"" + id + "\",\"case\":\"" + caseId + "\",\"platform\":\"android\",\"api\":\"any\",\"initialState\":\"" + state + "\"}";
  }

  /** What the app reported of itself in one answer: the {@code contextData} of its calls. */
  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> seen(Map<String, Object> answer) {
    assertEquals("calls", answer.get("type"), String.valueOf(answer));
    List<Map<String, Object>> values = new ArrayList<>();
    for (Map<String, Object> call : (List<Map<String, Object>>) answer.get("calls")) values.add((Map<String, Object>) call.get("contextData"));
    return values;
  }

  private static Map<String, Object> map(Object... pairs) {
    Map<String, Object> value = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) value.put((String) pairs[i], pairs[i + 1]);
    return value;
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> answers(Object[] transcript) { return (List<Map<String, Object>>) transcript[0]; }

  @Test
  void eachProcessHasFreshStaticsItsApplicationAndTheFactoryKnowsARestart() throws Exception {
    List<Map<String, Object>> answers = answers(KitTest.transcriptOf(ADAPTER, List.of(), HELLO,
        begin(1, "c1", "terminated"),
        KitTest.callback(2, "Application.onCreate", "{}"),
        KitTest.callback(3, "FirebaseMessagingService.onMessageReceived", PUSH),
        KitTest.callback(4, "FirebaseMessagingService.onMessageReceived", PUSH),
        KitTest.callback(5, "Process.killed", "{}"),
        KitTest.callback(6, "FirebaseMessagingService.onMessageReceived", PUSH),
        begin(7, "c2", "terminated"),
        KitTest.callback(8, "FirebaseMessagingService.onMessageReceived", PUSH),
        "{\"type\":\"bye\"}"));
    assertEquals(List.of(map("pushes", 0L, "sdk", 33L, "what", "Application.onCreate")), seen(answers.get(2)), "the app's Application, at Application.onCreate");
    Map<String, Object> first = seen(answers.get(3)).get(0);
    assertEquals(map("pushes", 1L, "restart", false, "application", "LifeApp", "sdk", 33L, "initialised", "no", "what", "onMessageReceived"), first);
    assertEquals(2L, seen(answers.get(4)).get(0).get("pushes"), "one process: its statics last");
    assertEquals(List.of(), seen(answers.get(5)));
    List<Map<String, Object>> restarted = seen(answers.get(6));
    assertEquals("Application.onCreate", restarted.get(0).get("what"), "a new process: its Application.onCreate before the component");
    assertEquals(map("pushes", 1L, "restart", true), map("pushes", restarted.get(1).get("pushes"), "restart", restarted.get(1).get("restart")),
        "a new process: statics fresh, the factory told it restarts");
    List<Map<String, Object>> newCase = seen(answers.get(8));
    assertEquals(map("pushes", 1L, "restart", false), map("pushes", newCase.get(1).get("pushes"), "restart", newCase.get(1).get("restart")), "a new case: fresh, not a restart");
  }

  @Test
  void workPostedToTheMainLooperRunsBeforeTheAnswerInItsTimesOrder() throws Exception {
    List<Map<String, Object>> answers = answers(KitTest.transcriptOf(ADAPTER, List.of(), HELLO, begin(1, "c", "terminated"),
        KitTest.callback(2, "FirebaseMessagingService.onMessageReceived", PUSH), "{\"type\":\"bye\"}"));
    List<Object> order = new ArrayList<>();
    for (Map<String, Object> each : seen(answers.get(2))) order.add(each.get("what"));
    assertEquals(List.of("Application.onCreate", "onMessageReceived", "posted", "posted from posted", "later"), order, "removeCallbacks removed one");
  }

  @Test
  void aCaseBeginningInTheForegroundHasItsLauncherCreatedAndReportsItsCallsWithTheFirstAnswer() throws Exception {
    Object[] transcript = KitTest.transcriptOf(ADAPTER, List.of(), HELLO, begin(1, "c", "foreground"),
        KitTest.callback(2, "FirebaseMessagingService.onMessageReceived", PUSH),
        KitTest.callback(3, "Activity.onPause", "{\"activity\":\"Main\"}"),
        KitTest.callback(4, "Activity.onNewIntent", "{\"activity\":\"Main\",\"intent\":{\"component\":\"Main\",\"extras\":{\"_dId\":\"d1\"}}}"),
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = answers(transcript);
    assertEquals("ready", answers.get(1).get("type"));
    List<Map<String, Object>> first = seen(answers.get(2));
    assertEquals("Application.onCreate", first.get(0).get("what"));
    assertEquals(map("action", "android.intent.action.MAIN", "application", "LifeApp", "what", "Main.onCreate"), first.get(1), "the launcher, created before the case");
    assertEquals("yes", first.get(2).get("initialised"), "initialised in the launcher's onCreate");
    assertEquals(List.of(map("extra", "d1", "same", "android.intent.action.MAIN", "what", "Main.onNewIntent")), seen(answers.get(4)), "the same instance");
    String err = (String) transcript[1];
    assertTrue(err.contains("Main.onStart\nMain.onResume\nMain.onPause\n"), err);
    assertTrue(!err.contains("Main.onStop"), err);
  }

  @Test
  void aCaseBeginningInTheBackgroundHasItsLauncherStoppedAndRestartsItOnResume() throws Exception {
    Object[] transcript = KitTest.transcriptOf(ADAPTER, List.of(), HELLO, begin(1, "c", "background"),
        KitTest.callback(2, "Activity.onResume", "{\"activity\":\"Main\",\"intent\":{\"component\":\"Main\",\"action\":\"android.intent.action.MAIN\"}}"),
        "{\"type\":\"bye\"}");
    assertEquals(2, seen(answers(transcript).get(2)).size(), "Application.onCreate and Main.onCreate, at set-up");
    String err = (String) transcript[1];
    assertTrue(err.contains("Main.onStart\nMain.onResume\nMain.onPause\nMain.onStop\nMain.onStart\nMain.onResume\n"), err);
  }

  @Test
  @SuppressWarnings("unchecked")
  void aReceiversStartActivityIsReportedAndItsContextIsTheApplication() throws Exception {
    List<Map<String, Object>> answers = answers(KitTest.transcriptOf(ADAPTER, List.of(), HELLO, begin(1, "c", "terminated"),
        KitTest.callback(2, "BroadcastReceiver.onReceive", "{\"receiver\":\"Trampoline\",\"intent\":{\"component\":\"Trampoline\",\"extras\":{\"_dId\":\"d1\"}}}"),
        "{\"type\":\"bye\"}"));
    assertEquals(map("context", "LifeApp", "what", "trampoline"), seen(answers.get(2)).get(1));
    List<Map<String, Object>> started = (List<Map<String, Object>>) ((Map<String, Object>) answers.get(2).get("app")).get("startActivity");
    assertEquals("[{\"component\":\"Main\",\"flags\":[\"FLAG_ACTIVITY_NEW_TASK\"],\"extras\":{\"_dId\":\"d1\"}}]", Json.write(started));
  }

  @Test
  void theApiLevelIsTheDeclaredOneElseTheTargetSdkAndTheArgumentsReachEachProcess() throws Exception {
    List<Map<String, Object>> answers = answers(KitTest.transcriptOf(ADAPTER, List.of("target-only"), HELLO, begin(1, "c", "terminated"),
        KitTest.callback(2, "Application.onCreate", "{}"), "{\"type\":\"bye\"}"));
    assertEquals(31L, seen(answers.get(2)).get(0).get("sdk"), "no apiLevel: the targetSdk, read in the process that main's arguments made");
  }

  @Test
  void unsupportedFromTheFactoryOfARestartIsAnErrorAnswer() throws Exception {
    List<Map<String, Object>> answers = answers(KitTest.transcriptOf(ADAPTER, List.of("no-restart"), HELLO, begin(1, "c", "terminated"),
        KitTest.callback(2, "Process.killed", "{}"), "{\"type\":\"bye\"}"));
    assertEquals("ready", answers.get(1).get("type"));
    assertEquals(map("type", "error", "id", "2", "message", "Unsupported: this app cannot restart"), answers.get(2), "the case was already running");
  }

  @Test
  void protocolTwoPlaysARunningAppTheSameWay() throws Exception {
    Object[] transcript = KitTest.transcriptOf(ADAPTER, List.of(), "{\"type\":\"hello\",\"protocols\":[2]}", begin(1, "c", "foreground"),
        KitTest.callback(2, "Activity.onNewIntent", "{\"intent\":{\"component\":\"Main\",\"extras\":{\"_dId\":\"d1\"}}}"),
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> first = seen(answers(transcript).get(2));
    assertEquals(List.of("Application.onCreate", "Main.onCreate", "Main.onNewIntent"), List.of(first.get(0).get("what"), first.get(1).get("what"), first.get(2).get("what")));
  }

  @Test
  void theLaunchersArgumentsAreThoseAfterTheMainClass() {
    assertEquals(List.of("a", "-b"), List.of(Entry.afterMain(List.of("-cp", "x:y", "-Dk=v", "Adapter", "a", "-b"))));
    assertEquals(List.of("--noisy"), List.of(Entry.afterMain(List.of("-jar", "app.jar", "--noisy"))));
    assertEquals(List.of(), List.of(Entry.afterMain(List.of("--class-path", "Adapter", "Main"))));
  }
}
