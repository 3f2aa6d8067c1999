package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The schema check itself: it passes the lines an implementation writes and rejects wrong ones. */
class SchemaCheckTest {
  private static List<String> check(String line) { return SchemaCheck.checkLine(Json.parse(line)); }

  /** A line rejected as a whole, and why, by the schema's {@code $defs/kind}. */
  @SuppressWarnings("unchecked")
  private static List<String> rejected(String kind, String line) {
    assertTrue(!check(line).isEmpty(), "the schema check passed a wrong line: " + line);
    Map<String, Object> root = SchemaCheck.schema();
    Map<String, Object> definition = (Map<String, Object>) ((Map<String, Object>) root.get("$defs")).get(kind);
    return SchemaCheck.errors(Json.parse(line), definition, root, "$");
  }

  @Test
  void validLinesPass() {
    assertEquals(List.of(), check("{\"type\":\"hello\",\"protocol\":3,\"implementation\":{\"name\":\"t\"},\"platforms\":[\"android\"]}"));
    assertEquals(List.of(), check("{\"type\":\"ready\",\"id\":\"1\",\"app\":{\"launchMode\":\"singleTop\",\"targetSdk\":33}}"));
    assertEquals(List.of(), check("{\"type\":\"calls\",\"id\":\"2\",\"calls\":[{\"api\":\"trackAction\",\"action\":\"tracking\",\"contextData\":{}}]}"));
    assertEquals(List.of(), check("{\"type\":\"error\",\"id\":\"3\",\"message\":\"boom\"}"));
  }

  @Test
  void wrongLinesAreRejected() {
    assertTrue(rejected("calls", "{\"type\":\"calls\",\"id\":\"2\",\"calls\":[{\"api\":\"trackAction\"}]}").contains("$.calls[0]: contextData is required"),
        "a call without contextData");
    assertTrue(rejected("ready", "{\"type\":\"ready\",\"id\":\"\"}").contains("$.id: \"\" is shorter than 1"), "an empty id");
    assertTrue(rejected("ready", "{\"type\":\"ready\",\"id\":\"1\",\"app\":{\"launchMode\":\"sometimes\"}}").stream()
        .anyMatch(problem -> problem.startsWith("$.app.launchMode: \"sometimes\" is not one of")), "an unknown launch mode");
    assertTrue(rejected("ready", "{\"type\":\"ready\",\"id\":\"1\",\"app\":{\"targetSdk\":0}}").contains("$.app.targetSdk: 0 is below 1"));
    assertTrue(rejected("calls", "{\"type\":\"calls\",\"id\":1,\"calls\":[]}").contains("$.id: 1 is not of type string"), "a number for an id");
    assertTrue(check("{\"type\":\"end\",\"id\":\"1\",\"case\":\"c\"}").contains("$: not a message an implementation writes"),
        "the harness's end is not an implementation's line");
    assertTrue(!check("{\"type\":\"answer\",\"id\":\"1\"}").isEmpty(), "an unknown type");
  }
}
