package dev.trackcheck.kit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The kit's JSON: objects are {@code LinkedHashMap<String, Object>} (order kept), arrays
 * {@code List<Object>}, strings, {@code Long} or {@code Double}, {@code Boolean}, and
 * {@link #NULL} for JSON null. A number stays a number, so the harness can tell a tracker
 * that passes one where the SDK wants a string.
 */
public final class Json {
  /** JSON {@code null} inside objects and arrays. */
  public static final Object NULL = new Object() {
    @Override public String toString() { return "null"; }
  };

  private final String text;
  private int at;

  private Json(String text) { this.text = text; }

  /** Parses one JSON value; throws {@link IllegalArgumentException} with the offset on bad input. */
  public static Object parse(String text) {
    Json parser = new Json(text);
    parser.space();
    Object value = parser.value();
    parser.space();
    if (parser.at != text.length()) throw parser.error("text after the value");
    return value;
  }

  /** {@code value} as JSON text. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  @SuppressWarnings("unchecked")
  private static void write(Object value, StringBuilder out) {
    if (value == null || value == NULL) {
      out.append("null");
    } else if (value instanceof String || value instanceof Character) {
      string(value.toString(), out);
    } else if (value instanceof Boolean) {
      out.append(value);
    } else if (value instanceof Double || value instanceof Float) {
      double number = ((Number) value).doubleValue();
      out.append(Double.isFinite(number) ? Double.toString(number) : "null");
    } else if (value instanceof Number) {
      out.append(((Number) value).longValue());
    } else if (value instanceof Map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<Object, Object> entry : ((Map<Object, Object>) value).entrySet()) {
        if (!first) out.append(',');
        first = false;
        string(String.valueOf(entry.getKey()), out);
        out.append(':');
        write(entry.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof Iterable) {
      out.append('[');
      boolean first = true;
      for (Object element : (Iterable<Object>) value) {
        if (!first) out.append(',');
        first = false;
        write(element, out);
      }
      out.append(']');
    } else if (value instanceof Object[]) {
      write(java.util.Arrays.asList((Object[]) value), out);
    } else {
      // Anything else is what the SDK would receive: say what it is.
      string(value.toString(), out);
    }
  }

  private static void string(String value, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        case '\b': out.append("\\b"); break;
        case '\f': out.append("\\f"); break;
        default:
          if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
          else out.append(c);
      }
    }
    out.append('"');
  }

  private Object value() {
    if (at >= text.length()) throw error("a value was expected");
    char c = text.charAt(at);
    switch (c) {
      case '{': return object();
      case '[': return array();
      case '"': return string();
      case 't': return literal("true", Boolean.TRUE);
      case 'f': return literal("false", Boolean.FALSE);
      case 'n': return literal("null", NULL);
      default:
        if (c == '-' || (c >= '0' && c <= '9')) return number();
        throw error("unexpected '" + c + "'");
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> result = new LinkedHashMap<>();
    at++;
    space();
    if (peek('}')) { at++; return result; }
    while (true) {
      space();
      if (!peek('"')) throw error("a key was expected");
      String key = string();
      space();
      expect(':');
      space();
      result.put(key, value());
      space();
      if (peek(',')) { at++; continue; }
      expect('}');
      return result;
    }
  }

  private List<Object> array() {
    List<Object> result = new ArrayList<>();
    at++;
    space();
    if (peek(']')) { at++; return result; }
    while (true) {
      space();
      result.add(value());
      space();
      if (peek(',')) { at++; continue; }
      expect(']');
      return result;
    }
  }

  private String string() {
    expect('"');
    StringBuilder out = new StringBuilder();
    while (true) {
      if (at >= text.length()) throw error("the string does not end");
      char c = text.charAt(at++);
      if (c == '"') return out.toString();
      if (c != '\\') { out.append(c); continue; }
      if (at >= text.length()) throw error("the escape does not end");
      char e = text.charAt(at++);
      switch (e) {
        case '"': out.append('"'); break;
        case '\\': out.append('\\'); break;
        case '/': out.append('/'); break;
        case 'b': out.append('\b'); break;
        case 'f': out.append('\f'); break;
        case 'n': out.append('\n'); break;
        case 'r': out.append('\r'); break;
        case 't': out.append('\t'); break;
        case 'u':
          if (at + 4 > text.length()) throw error("a \\u escape needs four hex digits");
          out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          at += 4;
          break;
        default: throw error("unknown escape \\" + e);
      }
    }
  }

  private Object number() {
    int start = at;
    if (peek('-')) at++;
    while (at < text.length() && Character.isDigit(text.charAt(at))) at++;
    boolean fraction = false;
    if (peek('.')) { fraction = true; at++; while (at < text.length() && Character.isDigit(text.charAt(at))) at++; }
    if (peek('e') || peek('E')) {
      fraction = true;
      at++;
      if (peek('+') || peek('-')) at++;
      while (at < text.length() && Character.isDigit(text.charAt(at))) at++;
    }
    String number = text.substring(start, at);
    try {
      return fraction ? (Object) Double.parseDouble(number) : (Object) Long.parseLong(number);
    } catch (NumberFormatException tooLarge) {
      return Double.parseDouble(number);
    }
  }

  private Object literal(String word, Object value) {
    if (!text.startsWith(word, at)) throw error("unexpected '" + text.charAt(at) + "'");
    at += word.length();
    return value;
  }

  private boolean peek(char c) { return at < text.length() && text.charAt(at) == c; }

  private void expect(char c) {
    if (!peek(c)) throw error("'" + c + "' was expected");
    at++;
  }

  private void space() {
    while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) at++;
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException("invalid JSON at offset " + at + ": " + what);
  }
}
