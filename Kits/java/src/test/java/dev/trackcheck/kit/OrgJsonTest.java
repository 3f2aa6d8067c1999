package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;

/** Android's {@code org.json}, which plugins use to read their JavaScript's arguments: its coercions, order and text. */
class OrgJsonTest {
  @Test
  void gettersCoerceAsAndroidDoesAndMissingValuesThrow() throws Exception {
    JSONObject object = new JSONObject("{\"n\": 5, \"s\": \"7\", \"d\": 2.5, \"b\": \"TRUE\", \"nil\": null, \"o\": {\"k\": [1, \"x\"]}}");
    assertEquals("5", object.getString("n"), "a number read as a string is its text");
    assertEquals(7, object.getInt("s"), "a numeric string read as an int");
    assertEquals(2, object.getInt("d"), "a double read as an int is truncated");
    assertTrue(object.getBoolean("b"), "\"TRUE\" is a boolean, ignoring case");
    assertTrue(object.isNull("nil"));
    assertTrue(object.has("nil"));
    assertEquals(JSONObject.NULL, object.get("nil"));
    assertEquals("x", object.getJSONObject("o").getJSONArray("k").getString(1));
    JSONException missing = assertThrows(JSONException.class, () -> object.getString("absent"));
    assertEquals("No value for absent", missing.getMessage());
    assertThrows(JSONException.class, () -> object.getInt("o"), "an object is no int");
    assertEquals("", object.optString("absent"));
    assertEquals(-1, object.optInt("absent", -1));
    assertNull(object.optJSONArray("n"));
  }

  @Test
  void namesKeepTheirOrderAndTextIsWrittenAsAndroidWritesIt() throws Exception {
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("deliveryId", "d1");
    map.put("count", 2.0);
    map.put("list", List.of(1, "a"));
    map.put("nested", Map.of("k", true));
    map.put("nothing", null);
    JSONObject object = new JSONObject(map);
    List<String> names = new ArrayList<>();
    for (Iterator<String> keys = object.keys(); keys.hasNext();) names.add(keys.next());
    assertEquals(List.of("deliveryId", "count", "list", "nested", "nothing"), names);
    assertEquals("{\"deliveryId\":\"d1\",\"count\":2,\"list\":[1,\"a\"],\"nested\":{\"k\":true},\"nothing\":null}", object.toString(),
        "a whole double without .0, a null as JSON null, collections and maps wrapped");
    object.put("deliveryId", (Object) null);
    assertFalse(object.has("deliveryId"), "put of Java null removes the name");
    assertThrows(JSONException.class, () -> object.put("bad", Double.NaN));
    assertEquals("{\n  \"a\": [\n    1\n  ]\n}", new JSONObject().put("a", new JSONArray().put(1)).toString(2));
    assertEquals("\"a\\/b\\\"c\\n\"", JSONObject.quote("a/b\"c\n"));
  }

  @Test
  void arraysParseLeniently() throws Exception {
    JSONArray array = new JSONArray("[1, 2147483648, 1.5, 'single', unquoted, true, null,]");
    assertEquals(8, array.length(), "a trailing comma adds a null, as Android's tokener does");
    assertEquals(Integer.class, array.get(0).getClass());
    assertEquals(Long.class, array.get(1).getClass());
    assertEquals(1.5, array.getDouble(2));
    assertEquals("single", array.getString(3));
    assertEquals("unquoted", array.getString(4));
    assertTrue(array.getBoolean(5));
    assertTrue(array.isNull(6));
    assertThrows(JSONException.class, () -> array.get(7), "a null element throws");
    assertThrows(JSONException.class, () -> array.get(99));
    assertThrows(JSONException.class, () -> new JSONObject("[1]"), "an array is not an object");
    assertThrows(JSONException.class, () -> new JSONObject("{\"a\":1"), "unterminated");
    assertEquals("[\"x\",3]", new JSONArray(new Object[] {"x", 3}).toString());
  }
}
