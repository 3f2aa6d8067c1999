package org.json;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * {@code org.json.JSONObject}, part of the Android platform (not of a JVM): names to values, in
 * the order put, with Android's coercions ({@code getString} of a number is its text,
 * {@code getInt("5")} is 5) and its exceptions; see
 * https://developer.android.com/reference/org/json/JSONObject.
 */
public class JSONObject {
  /** The JSON {@code null}: a value, unlike Java's {@code null} (which {@code put} takes as "remove"). */
  public static final Object NULL = new Object() {
    @Override
    public boolean equals(Object o) { return o == this || o == null; }

    @Override
    public int hashCode() { return 0; }

    @Override
    public String toString() { return "null"; }
  };

  private final LinkedHashMap<String, Object> nameValuePairs;

  public JSONObject() { nameValuePairs = new LinkedHashMap<>(); }

  /** A copy of {@code copyFrom}, each value wrapped ({@link #wrap}); a null key throws. */
  public JSONObject(Map<?, ?> copyFrom) {
    this();
    for (Map.Entry<?, ?> entry : copyFrom.entrySet()) {
      String key = (String) entry.getKey();
      if (key == null) throw new NullPointerException("key == null");
      nameValuePairs.put(key, wrap(entry.getValue()));
    }
  }

  /** The object the tokener reads next. */
  public JSONObject(JSONTokener readFrom) throws JSONException {
    Object object = readFrom.nextValue();
    if (object instanceof JSONObject) {
      this.nameValuePairs = ((JSONObject) object).nameValuePairs;
    } else {
      throw JSON.typeMismatch(object, "JSONObject");
    }
  }

  /** The object {@code json} holds. */
  public JSONObject(String json) throws JSONException { this(new JSONTokener(json)); }

  /** The values of {@code names} in {@code copyFrom}. */
  public JSONObject(JSONObject copyFrom, String[] names) throws JSONException {
    this();
    for (String name : names) {
      Object value = copyFrom.opt(name);
      if (value != null) nameValuePairs.put(name, value);
    }
  }

  public int length() { return nameValuePairs.size(); }

  public JSONObject put(String name, boolean value) throws JSONException {
    nameValuePairs.put(checkName(name), value);
    return this;
  }

  public JSONObject put(String name, double value) throws JSONException {
    nameValuePairs.put(checkName(name), JSON.checkDouble(value));
    return this;
  }

  public JSONObject put(String name, int value) throws JSONException {
    nameValuePairs.put(checkName(name), value);
    return this;
  }

  public JSONObject put(String name, long value) throws JSONException {
    nameValuePairs.put(checkName(name), value);
    return this;
  }

  /** {@code put(name, value)}: a null {@code value} removes {@code name}; a non-finite number throws. */
  public JSONObject put(String name, Object value) throws JSONException {
    if (value == null) {
      nameValuePairs.remove(name);
      return this;
    }
    if (value instanceof Number) JSON.checkDouble(((Number) value).doubleValue());
    nameValuePairs.put(checkName(name), value);
    return this;
  }

  /** {@code putOpt}: {@code put} when both are non-null. */
  public JSONObject putOpt(String name, Object value) throws JSONException {
    if (name == null || value == null) return this;
    return put(name, value);
  }

  /** {@code accumulate}: a second value for {@code name} makes it an array. */
  public JSONObject accumulate(String name, Object value) throws JSONException {
    Object current = nameValuePairs.get(checkName(name));
    if (current == null) return put(name, value);
    if (current instanceof JSONArray) {
      ((JSONArray) current).put(value);
    } else {
      JSONArray array = new JSONArray();
      array.put(current);
      array.put(value);
      nameValuePairs.put(name, array);
    }
    return this;
  }

  String checkName(String name) throws JSONException {
    if (name == null) throw new JSONException("Names must be non-null");
    return name;
  }

  public Object remove(String name) { return nameValuePairs.remove(name); }

  public boolean isNull(String name) {
    Object value = nameValuePairs.get(name);
    return value == null || value == NULL;
  }

  public boolean has(String name) { return nameValuePairs.containsKey(name); }

  /** The value of {@code name}; a missing name throws. */
  public Object get(String name) throws JSONException {
    Object result = nameValuePairs.get(name);
    if (result == null) throw new JSONException("No value for " + name);
    return result;
  }

  public Object opt(String name) { return nameValuePairs.get(name); }

  public boolean getBoolean(String name) throws JSONException {
    Object object = get(name);
    Boolean result = JSON.toBoolean(object);
    if (result == null) throw JSON.typeMismatch(name, object, "boolean");
    return result;
  }

  public boolean optBoolean(String name) { return optBoolean(name, false); }

  public boolean optBoolean(String name, boolean fallback) {
    Boolean result = JSON.toBoolean(opt(name));
    return result != null ? result : fallback;
  }

  public double getDouble(String name) throws JSONException {
    Object object = get(name);
    Double result = JSON.toDouble(object);
    if (result == null) throw JSON.typeMismatch(name, object, "double");
    return result;
  }

  public double optDouble(String name) { return optDouble(name, Double.NaN); }

  public double optDouble(String name, double fallback) {
    Double result = JSON.toDouble(opt(name));
    return result != null ? result : fallback;
  }

  public int getInt(String name) throws JSONException {
    Object object = get(name);
    Integer result = JSON.toInteger(object);
    if (result == null) throw JSON.typeMismatch(name, object, "int");
    return result;
  }

  public int optInt(String name) { return optInt(name, 0); }

  public int optInt(String name, int fallback) {
    Integer result = JSON.toInteger(opt(name));
    return result != null ? result : fallback;
  }

  public long getLong(String name) throws JSONException {
    Object object = get(name);
    Long result = JSON.toLong(object);
    if (result == null) throw JSON.typeMismatch(name, object, "long");
    return result;
  }

  public long optLong(String name) { return optLong(name, 0L); }

  public long optLong(String name, long fallback) {
    Long result = JSON.toLong(opt(name));
    return result != null ? result : fallback;
  }

  /** {@code getString}: any value but a missing one, as text. */
  public String getString(String name) throws JSONException {
    Object object = get(name);
    String result = JSON.toString(object);
    if (result == null) throw JSON.typeMismatch(name, object, "String");
    return result;
  }

  public String optString(String name) { return optString(name, ""); }

  public String optString(String name, String fallback) {
    String result = JSON.toString(opt(name));
    return result != null ? result : fallback;
  }

  public JSONArray getJSONArray(String name) throws JSONException {
    Object object = get(name);
    if (object instanceof JSONArray) return (JSONArray) object;
    throw JSON.typeMismatch(name, object, "JSONArray");
  }

  public JSONArray optJSONArray(String name) {
    Object object = opt(name);
    return object instanceof JSONArray ? (JSONArray) object : null;
  }

  public JSONObject getJSONObject(String name) throws JSONException {
    Object object = get(name);
    if (object instanceof JSONObject) return (JSONObject) object;
    throw JSON.typeMismatch(name, object, "JSONObject");
  }

  public JSONObject optJSONObject(String name) {
    Object object = opt(name);
    return object instanceof JSONObject ? (JSONObject) object : null;
  }

  /** The values of {@code names}, in their order; null when {@code names} is null or empty. */
  public JSONArray toJSONArray(JSONArray names) throws JSONException {
    JSONArray result = new JSONArray();
    if (names == null) return null;
    int length = names.length();
    if (length == 0) return null;
    for (int i = 0; i < length; i++) result.put(opt(JSON.toString(names.opt(i))));
    return result;
  }

  /** The names, in the order they were put. */
  public Iterator<String> keys() { return nameValuePairs.keySet().iterator(); }

  /** {@code keySet()} (hidden on Android, used by its own code): the names. */
  public Set<String> keySet() { return nameValuePairs.keySet(); }

  /** The names as an array, or null when there are none. */
  public JSONArray names() { return nameValuePairs.isEmpty() ? null : new JSONArray(new ArrayList<>(nameValuePairs.keySet())); }

  /** The object as JSON on one line; null where a value cannot be written. */
  @Override
  public String toString() {
    try {
      StringBuilder out = new StringBuilder();
      write(out, 0, 0);
      return out.toString();
    } catch (JSONException e) {
      return null;
    }
  }

  /** The object as JSON, {@code indentSpaces} per level. */
  public String toString(int indentSpaces) throws JSONException {
    StringBuilder out = new StringBuilder();
    write(out, indentSpaces, 0);
    return out.toString();
  }

  void write(StringBuilder out, int indent, int depth) throws JSONException {
    out.append('{');
    boolean first = true;
    for (Map.Entry<String, Object> entry : nameValuePairs.entrySet()) {
      if (!first) out.append(',');
      first = false;
      JSON.newline(out, indent, depth + 1);
      out.append(JSON.quote(entry.getKey())).append(indent == 0 ? ":" : ": ");
      JSON.write(out, entry.getValue(), indent, depth + 1);
    }
    if (!first) JSON.newline(out, indent, depth);
    out.append('}');
  }

  /** {@code numberToString}: a whole number without {@code .0}. */
  public static String numberToString(Number number) throws JSONException { return JSON.numberToString(number); }

  /** {@code quote(text)}: {@code text} as a JSON string literal. */
  public static String quote(String data) { return data == null ? "\"\"" : JSON.quote(data); }

  /**
   * {@code wrap(o)}: JSON's value for {@code o} — null as {@link #NULL}, collections and arrays as
   * {@link JSONArray}, maps as {@code JSONObject}, numbers, strings and booleans as they are, other
   * {@code java.*} objects as their text, anything else null.
   */
  public static Object wrap(Object o) {
    if (o == null) return NULL;
    if (o instanceof JSONArray || o instanceof JSONObject || o.equals(NULL)) return o;
    try {
      if (o instanceof Collection) return new JSONArray((Collection<?>) o);
      if (o.getClass().isArray()) return new JSONArray(o);
      if (o instanceof Map) return new JSONObject((Map<?, ?>) o);
      if (o instanceof Boolean || o instanceof Byte || o instanceof Character || o instanceof Double || o instanceof Float
          || o instanceof Integer || o instanceof Long || o instanceof Short || o instanceof String) {
        return o;
      }
      if (o.getClass().getPackage() != null && o.getClass().getPackage().getName().startsWith("java.")) return o.toString();
    } catch (Exception ignored) {
      // Not representable: null, as Android answers.
    }
    return null;
  }
}
