package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Cordova app as cordova-android runs it: plugins from config.xml, the activity's lifecycle forwarded to them, their thread pool, their results. */
class CordovaTest {
  private static final String ADAPTER = "dev.trackcheck.kittest.CordovaAdapter";
  private static final String HELLO = "{\"type\":\"hello\",\"protocols\":[3]}";
  private static final String PUSH = "{\"message\":{\"messageId\":\"p1\",\"data\":{\"_dId\":\"d1\",\"_mId\":\"m1\"}}}";

  private static String begin(int id, String state) {
    return "{\"type\":\"begin\",\"id\":\"" + id + "\",\"case\":\"c\",\"platform\":\"android\",\"api\":\"any\",\"initialState\":\"" + state + "\"}";
  }

  /** Where the apps' res folders go: JUnit removes it after the class. */
  @TempDir static Path folder;

  private static Path res(boolean withConfig) throws Exception {
    Path res = Files.createTempDirectory(folder, "cordova-res");
    Files.createDirectories(res.resolve("values"));
    Files.writeString(res.resolve("values/strings.xml"), "<resources><string name=\"app_name\">App</string></resources>", StandardCharsets.UTF_8);
    if (withConfig) {
      Files.createDirectories(res.resolve("xml"));
      Files.writeString(res.resolve("xml/config.xml"), "<?xml version='1.0' encoding='utf-8'?>\n"
          + "<widget id=\"com.example.app\" version=\"1.0.0\" xmlns=\"http://www.w3.org/ns/widgets\">\n"
          + "  <feature name=\"Lazy\"><param name=\"android-package\" value=\"dev.trackcheck.kittest.CordovaAdapter$Lazy\"/></feature>\n"
          + "  <feature name=\"Tracker\"><param name=\"android-package\" value=\"dev.trackcheck.kittest.CordovaAdapter$Tracker\"/>"
          + "<param name=\"onload\" value=\"true\"/></feature>\n"
          + "  <content src=\"index.html\"/>\n  <preference name=\"LogLevel\" value=\"DEBUG\"/>\n</widget>\n", StandardCharsets.UTF_8);
    }
    return res;
  }

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

  @Test
  @SuppressWarnings("unchecked")
  void theActivityLoadsConfigXmlsPluginsAndForwardsItsLifecycleToThem() throws Exception {
    Object[] transcript = KitTest.transcriptOf(ADAPTER, List.of(res(true).toString()), HELLO, begin(1, "foreground"),
        KitTest.callback(2, "Activity.onNewIntent", "{\"activity\":\"MainActivity\",\"intent\":{\"component\":\"MainActivity\",\"extras\":{\"_dId\":\"d1\"}}}"),
        KitTest.callback(3, "Activity.onPause", "{\"activity\":\"MainActivity\"}"),
        KitTest.callback(4, "FirebaseMessagingService.onMessageReceived", PUSH),
        "{\"type\":\"bye\"}");
    List<Map<String, Object>> answers = (List<Map<String, Object>>) transcript[0];
    List<Map<String, Object>> first = seen(answers.get(2));
    assertTrue(first.remove(map("what", "pool", "thread", true)), "the pool's work ran on its own thread, concurrently, and was waited for: " + first);
    assertEquals(List.of(
        map("what", "initialize", "activity", "MainActivity", "url", Json.NULL, "loglevel", "DEBUG"),
        map("what", "pluginInitialize", "service", "Tracker"),
        map("what", "onStart"),
        map("what", "onResume", "multitasking", true),
        map("what", "onNewIntent", "dId", "d1")), first,
        "the onload plugin made in the activity's onCreate, then onStart and onResume; the launcher's calls come with the first answer");
    assertEquals(List.of(map("what", "onPause", "multitasking", true)), seen(answers.get(3)));
    assertEquals(List.of(map("what", "lazy"), map("what", "results", "results",
        "cb1=OK {\"k\":\"v\"};cb2=INVALID_ACTION \"Invalid action\";cb3=INVALID_ACTION \"Invalid action\";cb4=CLASS_NOT_FOUND_EXCEPTION \"Class not found\";"
        + "cb5=JSON_EXCEPTION \"JSON error\";")), seen(answers.get(4)),
        "exec as the JavaScript calls it: results, an unknown action, a lazy plugin made at its first call, an unknown service, bad arguments");
  }

  @Test
  @SuppressWarnings("unchecked")
  void aProcessWithoutTheActivityHasNoPluginsAndAMissingConfigXmlIsSaid() throws Exception {
    Object[] killed = KitTest.transcriptOf(ADAPTER, List.of(res(true).toString()), HELLO, begin(1, "terminated"),
        KitTest.callback(2, "FirebaseMessagingService.onMessageReceived", PUSH), "{\"type\":\"bye\"}");
    assertEquals(List.of(map("what", "no plugins")), seen(((List<Map<String, Object>>) killed[0]).get(2)), "a push to a killed app starts no activity, so no plugin");
    Object[] missing = KitTest.transcriptOf(ADAPTER, List.of(res(false).toString()), HELLO, begin(1, "foreground"),
        KitTest.callback(2, "FirebaseMessagingService.onMessageReceived", PUSH), "{\"type\":\"bye\"}");
    assertEquals(List.of(map("what", "no plugins")), seen(((List<Map<String, Object>>) missing[0]).get(2)));
    assertTrue(((String) missing[1]).contains("res/xml/config.xml is missing!"), (String) missing[1]);
  }
}
