package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
  @Test
  void valuesRoundTripWithTheirTypes() {
    String text = "{\"s\":\"7\",\"n\":7,\"f\":1.5,\"t\":true,\"z\":null,\"a\":[1,\"2\",{}],\"o\":{\"k\":\"v\"}}";
    Object parsed = Json.parse(text);
    assertEquals(text, Json.write(parsed));
    @SuppressWarnings("unchecked") Map<String, Object> object = (Map<String, Object>) parsed;
    assertEquals("7", object.get("s"));
    assertEquals(7L, object.get("n"));
    assertEquals(1.5, object.get("f"));
    assertSame(Json.NULL, object.get("z"));
    assertEquals(List.of(1L, "2", new LinkedHashMap<>()), object.get("a"));
  }

  @Test
  void stringsAreEscapedBothWays() {
    String value = "quote \" backslash \\ newline \n tab \t control \u0001 é \u2028";
    String text = Json.write(value);
    assertEquals("\"quote \\\" backslash \\\\ newline \\n tab \\t control \\u0001 é \u2028\"", text);
    assertEquals(value, Json.parse(text));
    assertEquals("é/", Json.parse("\"\\u00e9\\/\""));
  }

  @Test
  void aNumberIsNotAString() {
    Map<String, Object> context = new LinkedHashMap<>();
    context.put("action", 7);
    context.put("deliveryId", "d1");
    assertEquals("{\"action\":7,\"deliveryId\":\"d1\"}", Json.write(context));
  }

  @Test
  void badInputIsRefusedWithItsOffset() {
    for (String bad : new String[] {"{", "{\"a\" 1}", "[1,]", "\"open", "tru", "{} x"}) {
      IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Json.parse(bad), bad);
      assertEquals(true, error.getMessage().startsWith("invalid JSON at offset"), error.getMessage());
    }
  }
}
