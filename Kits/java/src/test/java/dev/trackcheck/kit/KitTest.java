package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The kit as trackcheck runs it: a process, spoken to on stdin and answering on stdout. */
class KitTest {
  private static final String PUSH = "{\"data\":{\"_dId\":\"d1\",\"_mId\":\"m1\"},\"priority\":\"high\"}";

  /**
   * The answers (every stdout line must be JSON, and valid against docs/protocol.schema.json as
   * an implementation's line) and the stderr text.
   */
  private static Object[] transcript(String... lines) throws IOException, InterruptedException {
    return transcriptOf(List.of(), lines);
  }

  /** {@link #transcript} of the test adapter started with {@code arguments}. */
  static Object[] transcriptOf(List<String> arguments, String... lines) throws IOException, InterruptedException {
    return transcriptOf(TestAdapter.class.getName(), arguments, lines);
  }

  /** {@link #transcript} of the adapter {@code mainClass} started with {@code arguments}. */
  static Object[] transcriptOf(String mainClass, List<String> arguments, String... lines) throws IOException, InterruptedException {
    String classpath = System.getProperty("dev.trackcheck.kit.classpath", System.getProperty("java.class.path"));
    List<String> command = new ArrayList<>(List.of("java", "-cp", classpath, mainClass));
    command.addAll(arguments);
    Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.PIPE).start();
    try (OutputStream in = process.getOutputStream()) {
      in.write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
    }
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, process.waitFor(), err);
    List<Map<String, Object>> answers = new ArrayList<>();
    for (String line : out.split("\n")) {
      if (line.isEmpty()) continue;
      @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) Json.parse(line);
      List<String> problems = SchemaCheck.checkLine(answer);
      assertEquals(List.of(), problems, "the kit wrote a line the protocol's schema rejects: " + line);
      answers.add(answer);
    }
    return new Object[] {answers, err};
  }

  static String callback(int id, String name, String args) {
    return "{\"type\":\"callback\",\"id\":\"" + id + "\",\"name\":\"" + name + "\",\"args\":" + args + "}";
  }

  @Test
  @SuppressWarnings("unchecked")
  void aCaseIsPlayedToTheAppsComponentsAndWhatTheyDidIsReported() throws Exception {
    Object[] result = transcript(
        "{\"type\":\"hello\",\"protocols\":[1,2]}",
        "{\"type\":\"begin\",\"id\":\"1\",\"case\":\"c\",\"platform\":\"android\",\"api\":\"any\"}",
        callback(2, "FirebaseMessagingService.onMessageReceived", "{\"message\":" + PUSH + "}"),
        callback(3, "Activity.onCreate", "{\"intent\":{\"component\":\"Main\",\"extras\":{\"_dId\":\"d1\"}},\"savedInstanceState\":null}"),
        callback(4, "Activity.onNewIntent", "{\"intent\":{\"component\":\"Main\",\"flags\":[\"FLAG_ACTIVITY_CLEAR_TOP\"],\"extras\":{\"_dId\":\"d2\"}}}"),
        callback(5, "NotificationDismissedReceiver.onReceive", "{\"intent\":{\"component\":\"Dismissed\",\"extras\":{\"_dId\":\"d1\"}}}"),
        callback(6, "FirebaseMessagingService.onMessageReceived", "{\"message\":" + PUSH + "}"),
        callback(7, "Process.killed", "{}"),
        callback(8, "FirebaseMessagingService.onMessageReceived", "{\"message\":" + PUSH + "}"),
        "{\"type\":\"end\",\"id\":\"9\",\"case\":\"c\"}",
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = (List<Map<String, Object>>) result[0];
    assertEquals(10, answers.size());
    Map<String, Object> hello = answers.get(0);
    assertEquals(2L, hello.get("protocol"));
    assertEquals(List.of("android"), hello.get("platforms"));
    assertEquals(List.of("pipelining"), hello.get("features"));
    assertEquals(Map.of("launchMode", "singleTop"), answers.get(1).get("app"));

    Map<String, Object> received = answers.get(2);
    assertEquals("[{\"api\":\"collectMessageInfo\",\"contextData\":" + Json.write(((List<Map<String, Object>>) received.get("calls")).get(0).get("contextData")) + "}]",
        Json.write(received.get("calls")));
    Map<String, Object> contextData = (Map<String, Object>) ((List<Map<String, Object>>) received.get("calls")).get(0).get("contextData");
    assertEquals(7L, contextData.get("action"), "a number stays a number");
    Map<String, Object> posted = ((List<Map<String, Object>>) ((Map<String, Object>) received.get("app")).get("posted")).get(0);
    assertEquals(3L, posted.get("id"));
    assertEquals(true, posted.get("autoCancel"));
    Map<String, Object> content = (Map<String, Object>) posted.get("contentIntent");
    assertEquals(3L, content.get("requestCode"));
    assertEquals(List.of("FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"), content.get("flags"));
    assertEquals("{\"component\":\"Main\",\"flags\":[\"FLAG_ACTIVITY_CLEAR_TOP\"],\"extras\":{\"_dId\":\"d1\"}}", Json.write(content.get("intent")));
    assertEquals("Dismissed", ((Map<String, Object>) ((Map<String, Object>) posted.get("deleteIntent")).get("intent")).get("component"));

    assertEquals(List.of(), answers.get(3).get("calls"));
    assertEquals(Map.of("setIntent", true), answers.get(4).get("app"), "onNewIntent called setIntent");
    assertEquals("trackAction", ((List<Map<String, Object>>) answers.get(5).get("calls")).get(0).get("api"));
    assertEquals("tracking", ((List<Map<String, Object>>) answers.get(5).get("calls")).get(0).get("action"));
    assertEquals(List.of(), answers.get(6).get("calls"), "the same push again: the service remembers it");
    assertEquals(1, ((List<Object>) answers.get(8).get("calls")).size(), "a new process: a new service, which tracks it again");

    String err = (String) result[1];
    assertTrue(err.contains("service got {_dId=d1, _mId=m1}"), err);
    assertTrue(err.contains("created with d1, saved false"), err);
    assertTrue(err.contains("no newline"), err);
    assertTrue(err.contains("raw stream on fd 1"), err);
  }

  @Test
  @SuppressWarnings("unchecked")
  void aDismissalNamingNoReceiverReachesTheAppsNotificationDismissedReceiver() throws Exception {
    // Protocols 1 and 2 name no receiver (nor does the delete intent, in the documents' wiring): the Python and Node kits
    // hand it to the app's dismissal handler; here the receiver called NotificationDismissedReceiver gets it.
    for (String protocols : List.of("[1]", "[2]")) {
      Object[] result = transcriptOf("dev.trackcheck.kittest.TwoReceiversAdapter", List.of(),
          "{\"type\":\"hello\",\"protocols\":" + protocols + "}",
          "{\"type\":\"begin\",\"id\":\"1\",\"case\":\"c\",\"platform\":\"android\",\"api\":\"any\"}",
          callback(2, "NotificationDismissedReceiver.onReceive", "{\"intent\":{\"flags\":[],\"extras\":{\"_dId\":\"d1\"}}}"),
          "{\"type\":\"bye\"}");
      List<Map<String, Object>> answers = (List<Map<String, Object>>) result[0];
      assertEquals("calls", answers.get(2).get("type"), String.valueOf(answers.get(2)));
      assertEquals(List.of(Map.of("api", "collectMessageInfo", "contextData", Map.of("receiver", "NotificationDismissedReceiver", "_dId", "d1"))),
          answers.get(2).get("calls"), protocols);
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void anExceptionInTheAppIsAnErrorAnswerAndTheProcessGoesOn() throws Exception {
    Object[] result = transcript(
        "{\"type\":\"hello\",\"protocols\":[1]}",
        "{\"type\":\"begin\",\"id\":\"1\",\"case\":\"c\",\"platform\":\"android\"}",
        callback(2, "FirebaseMessagingService.onMessageReceived", "{\"message\":{\"data\":{\"crash\":\"1\"}}}"),
        callback(3, "FirebaseMessagingService.onMessageReceived", "{\"message\":" + PUSH + "}"),
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = (List<Map<String, Object>>) result[0];
    assertEquals(1L, answers.get(0).get("protocol"));
    assertEquals(null, answers.get(1).get("app"), "protocol 1 reports no app facts");
    assertEquals("error", answers.get(2).get("type"));
    assertEquals("IllegalStateException: boom", answers.get(2).get("message"));
    assertEquals("calls", answers.get(3).get("type"));
    assertEquals(null, answers.get(3).get("app"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void theHelloClaimsTheDeclaredApisOnlyAndTheFactoryCanRefuseACase() throws Exception {
    List<Map<String, Object>> both = (List<Map<String, Object>>) transcript("{\"type\":\"hello\",\"protocols\":[3]}", "{\"type\":\"bye\"}")[0];
    assertEquals(List.of("collectMessageInfo", "trackAction"), both.get(0).get("apis"), "nothing declared: both, as every kit");

    Object[] result = transcriptOf(List.of("aep"),
        "{\"type\":\"hello\",\"protocols\":[1,2,3]}",
        "{\"type\":\"begin\",\"id\":\"1\",\"case\":\"off\",\"platform\":\"android\",\"device\":{\"notificationsAllowed\":false}}",
        "{\"type\":\"begin\",\"id\":\"2\",\"case\":\"on\",\"platform\":\"android\",\"device\":{\"notificationsAllowed\":true}}",
        callback(3, "FirebaseMessagingService.onMessageReceived", "{\"message\":" + PUSH + "}"),
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = (List<Map<String, Object>>) result[0];
    assertEquals(List.of("collectMessageInfo"), answers.get(0).get("apis"));
    assertEquals(Map.of("type", "unsupported", "id", "1", "reason", "the app needs notifications"), answers.get(1));
    assertEquals("ready", answers.get(2).get("type"), "the next case runs");
    assertEquals("calls", answers.get(3).get("type"));
    assertEquals(1, ((List<Object>) answers.get(3).get("calls")).size());
  }

  @Test
  void aHarnessOfferingOnlyOtherVersionsIsRefused() throws Exception {
    String classpath = System.getProperty("dev.trackcheck.kit.classpath", System.getProperty("java.class.path"));
    Process process = new ProcessBuilder("java", "-cp", classpath, TestAdapter.class.getName()).start();
    try (OutputStream in = process.getOutputStream()) {
      in.write("{\"type\":\"hello\",\"protocols\":[4]}\n".getBytes(StandardCharsets.UTF_8));
    }
    assertEquals(1, process.waitFor());
    assertTrue(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).contains("speaks protocols [3, 2, 1]"));
  }
}
