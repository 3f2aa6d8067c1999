package org.json;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * {@code org.json.JSONArray}, part of the Android platform: an ordered list of values, with the
 * same coercions as {@link JSONObject}; see https://developer.android.com/reference/org/json/JSONArray.
 */
public class JSONArray {
  private final List<Object> values;

  public JSONArray() { values = new ArrayList<>(); }

  /** A copy of {@code copyFrom}, each value wrapped. */
  public JSONArray(Collection<?> copyFrom) {
    this();
    if (copyFrom != null) for (Object value : copyFrom) put(JSONObject.wrap(value));
  }

  /** The array the tokener reads next. */
  public JSONArray(JSONTokener readFrom) throws JSONException {
    Object object = readFrom.nextValue();
    if (object instanceof JSONArray) {
      values = ((JSONArray) object).values;
    } else {
      throw JSON.typeMismatch(object, "JSONArray");
    }
  }

  /** The array {@code json} holds. */
  public JSONArray(String json) throws JSONException { this(new JSONTokener(json)); }

  /** The elements of the Java array {@code array}, each wrapped. */
  public JSONArray(Object array) throws JSONException {
    if (!array.getClass().isArray()) throw new JSONException("Not a primitive array: " + array.getClass());
    int length = Array.getLength(array);
    values = new ArrayList<>(length);
    for (int i = 0; i < length; i++) put(JSONObject.wrap(Array.get(array, i)));
  }

  public int length() { return values.size(); }

  public JSONArray put(boolean value) {
    values.add(value);
    return this;
  }

  public JSONArray put(double value) throws JSONException {
    values.add(JSON.checkDouble(value));
    return this;
  }

  public JSONArray put(int value) {
    values.add(value);
    return this;
  }

  public JSONArray put(long value) {
    values.add(value);
    return this;
  }

  /** Appends {@code value} (null included, as Android does). */
  public JSONArray put(Object value) {
    values.add(value);
    return this;
  }

  public JSONArray put(int index, boolean value) throws JSONException { return put(index, (Object) value); }

  public JSONArray put(int index, double value) throws JSONException { return put(index, (Object) value); }

  public JSONArray put(int index, int value) throws JSONException { return put(index, (Object) value); }

  public JSONArray put(int index, long value) throws JSONException { return put(index, (Object) value); }

  /** Sets the value at {@code index}, filling the gap with nulls. */
  public JSONArray put(int index, Object value) throws JSONException {
    if (value instanceof Number) JSON.checkDouble(((Number) value).doubleValue());
    while (values.size() <= index) values.add(null);
    values.set(index, value);
    return this;
  }

  public boolean isNull(int index) {
    Object value = opt(index);
    return value == null || value == JSONObject.NULL;
  }

  /** The value at {@code index}; out of range or null throws. */
  public Object get(int index) throws JSONException {
    try {
      Object value = values.get(index);
      if (value == null) throw new JSONException("Value at " + index + " is null.");
      return value;
    } catch (IndexOutOfBoundsException e) {
      throw new JSONException("Index " + index + " out of range [0.." + values.size() + ")", e);
    }
  }

  public Object opt(int index) {
    if (index < 0 || index >= values.size()) return null;
    return values.get(index);
  }

  public Object remove(int index) {
    if (index < 0 || index >= values.size()) return null;
    return values.remove(index);
  }

  public boolean getBoolean(int index) throws JSONException {
    Object object = get(index);
    Boolean result = JSON.toBoolean(object);
    if (result == null) throw JSON.typeMismatch(index, object, "boolean");
    return result;
  }

  public boolean optBoolean(int index) { return optBoolean(index, false); }

  public boolean optBoolean(int index, boolean fallback) {
    Boolean result = JSON.toBoolean(opt(index));
    return result != null ? result : fallback;
  }

  public double getDouble(int index) throws JSONException {
    Object object = get(index);
    Double result = JSON.toDouble(object);
    if (result == null) throw JSON.typeMismatch(index, object, "double");
    return result;
  }

  public double optDouble(int index) { return optDouble(index, Double.NaN); }

  public double optDouble(int index, double fallback) {
    Double result = JSON.toDouble(opt(index));
    return result != null ? result : fallback;
  }

  public int getInt(int index) throws JSONException {
    Object object = get(index);
    Integer result = JSON.toInteger(object);
    if (result == null) throw JSON.typeMismatch(index, object, "int");
    return result;
  }

  public int optInt(int index) { return optInt(index, 0); }

  public int optInt(int index, int fallback) {
    Integer result = JSON.toInteger(opt(index));
    return result != null ? result : fallback;
  }

  public long getLong(int index) throws JSONException {
    Object object = get(index);
    Long result = JSON.toLong(object);
    if (result == null) throw JSON.typeMismatch(index, object, "long");
    return result;
  }

  public long optLong(int index) { return optLong(index, 0L); }

  public long optLong(int index, long fallback) {
    Long result = JSON.toLong(opt(index));
    return result != null ? result : fallback;
  }

  public String getString(int index) throws JSONException {
    Object object = get(index);
    String result = JSON.toString(object);
    if (result == null) throw JSON.typeMismatch(index, object, "String");
    return result;
  }

  public String optString(int index) { return optString(index, ""); }

  public String optString(int index, String fallback) {
    String result = JSON.toString(opt(index));
    return result != null ? result : fallback;
  }

  public JSONArray getJSONArray(int index) throws JSONException {
    Object object = get(index);
    if (object instanceof JSONArray) return (JSONArray) object;
    throw JSON.typeMismatch(index, object, "JSONArray");
  }

  public JSONArray optJSONArray(int index) {
    Object object = opt(index);
    return object instanceof JSONArray ? (JSONArray) object : null;
  }

  public JSONObject getJSONObject(int index) throws JSONException {
    Object object = get(index);
    if (object instanceof JSONObject) return (JSONObject) object;
    throw JSON.typeMismatch(index, object, "JSONObject");
  }

  public JSONObject optJSONObject(int index) {
    Object object = opt(index);
    return object instanceof JSONObject ? (JSONObject) object : null;
  }

  /** An object of {@code names}[i] to this array's i-th value; null when either is empty. */
  public JSONObject toJSONObject(JSONArray names) throws JSONException {
    JSONObject result = new JSONObject();
    int length = Math.min(names.length(), values.size());
    if (length == 0) return null;
    for (int i = 0; i < length; i++) result.put(JSON.toString(names.opt(i)), opt(i));
    return result;
  }

  /** The values as JSON, separated by {@code separator}. */
  public String join(String separator) throws JSONException {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) out.append(separator);
      JSON.write(out, values.get(i), 0, 0);
    }
    return out.toString();
  }

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

  public String toString(int indentSpaces) throws JSONException {
    StringBuilder out = new StringBuilder();
    write(out, indentSpaces, 0);
    return out.toString();
  }

  void write(StringBuilder out, int indent, int depth) throws JSONException {
    out.append('[');
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) out.append(',');
      JSON.newline(out, indent, depth + 1);
      JSON.write(out, values.get(i), indent, depth + 1);
    }
    if (!values.isEmpty()) JSON.newline(out, indent, depth);
    out.append(']');
  }

  @Override
  public boolean equals(Object o) { return o instanceof JSONArray && ((JSONArray) o).values.equals(values); }

  @Override
  public int hashCode() { return values.hashCode(); }
}
