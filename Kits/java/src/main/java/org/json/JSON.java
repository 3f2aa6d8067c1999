package org.json;

/** The coercions Android's {@code org.json} applies to every getter (the kit's). */
final class JSON {
  private JSON() {}

  static double checkDouble(double d) throws JSONException {
    if (Double.isInfinite(d) || Double.isNaN(d)) throw new JSONException("Forbidden numeric value: " + d);
    return d;
  }

  static Boolean toBoolean(Object value) {
    if (value instanceof Boolean) return (Boolean) value;
    if (value instanceof String) {
      String text = (String) value;
      if ("true".equalsIgnoreCase(text)) return true;
      if ("false".equalsIgnoreCase(text)) return false;
    }
    return null;
  }

  static Double toDouble(Object value) {
    if (value instanceof Double) return (Double) value;
    if (value instanceof Number) return ((Number) value).doubleValue();
    if (value instanceof String) {
      try {
        return Double.valueOf((String) value);
      } catch (NumberFormatException ignored) {
        return null;
      }
    }
    return null;
  }

  static Integer toInteger(Object value) {
    if (value instanceof Integer) return (Integer) value;
    if (value instanceof Number) return ((Number) value).intValue();
    if (value instanceof String) {
      try {
        return (int) Double.parseDouble((String) value);
      } catch (NumberFormatException ignored) {
        return null;
      }
    }
    return null;
  }

  static Long toLong(Object value) {
    if (value instanceof Long) return (Long) value;
    if (value instanceof Number) return ((Number) value).longValue();
    if (value instanceof String) {
      try {
        return (long) Double.parseDouble((String) value);
      } catch (NumberFormatException ignored) {
        return null;
      }
    }
    return null;
  }

  static String toString(Object value) {
    if (value instanceof String) return (String) value;
    if (value != null) return String.valueOf(value);
    return null;
  }

  static JSONException typeMismatch(Object indexOrName, Object actual, String requiredType) {
    if (actual == null) return new JSONException("Value at " + indexOrName + " is null.");
    return new JSONException("Value " + actual + " at " + indexOrName + " of type " + actual.getClass().getName() + " cannot be converted to " + requiredType);
  }

  static JSONException typeMismatch(Object actual, String requiredType) {
    if (actual == null) return new JSONException("Value is null.");
    return new JSONException("Value " + actual + " of type " + actual.getClass().getName() + " cannot be converted to " + requiredType);
  }

  /** Android's {@code JSONObject.numberToString}: a whole double without its {@code .0}. */
  static String numberToString(Number number) throws JSONException {
    if (number == null) throw new JSONException("Number must be non-null");
    double doubleValue = number.doubleValue();
    checkDouble(doubleValue);
    if (number.equals(-0.0d)) return "-0";
    long longValue = number.longValue();
    if (doubleValue == (double) longValue) return Long.toString(longValue);
    return number.toString();
  }

  static String quote(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"': case '\\': case '/': out.append('\\').append(c); break;
        case '\t': out.append("\\t"); break;
        case '\b': out.append("\\b"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\f': out.append("\\f"); break;
        default:
          if (c <= 0x1f) out.append(String.format("\\u%04x", (int) c));
          else out.append(c);
      }
    }
    return out.append('"').toString();
  }

  /** Writes {@code value} as JSON, {@code indent} spaces per level (0: on one line). */
  static void write(StringBuilder out, Object value, int indent, int depth) throws JSONException {
    if (value == null || value == JSONObject.NULL) {
      out.append("null");
    } else if (value instanceof JSONObject) {
      ((JSONObject) value).write(out, indent, depth);
    } else if (value instanceof JSONArray) {
      ((JSONArray) value).write(out, indent, depth);
    } else if (value instanceof Boolean) {
      out.append(value);
    } else if (value instanceof Number) {
      out.append(numberToString((Number) value));
    } else {
      out.append(quote(value.toString()));
    }
  }

  static void newline(StringBuilder out, int indent, int depth) {
    if (indent == 0) return;
    out.append('\n');
    for (int i = 0; i < indent * depth; i++) out.append(' ');
  }
}
