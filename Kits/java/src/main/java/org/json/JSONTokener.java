package org.json;

/**
 * {@code org.json.JSONTokener}: reads JSON text as Android's does — lenient where Android is
 * (unquoted names and strings, {@code =} or {@code =>} for {@code :}, {@code ;} for {@code ,},
 * comments), and numbers as {@code Integer}, {@code Long} or {@code Double} by their size.
 */
public class JSONTokener {
  private final String in;
  private int pos;

  public JSONTokener(String in) {
    if (in != null && in.startsWith("\ufeff")) in = in.substring(1);
    this.in = in;
  }

  /** The next value: a {@link JSONObject}, {@link JSONArray}, String, Boolean, Integer, Long, Double or {@link JSONObject#NULL}. */
  public Object nextValue() throws JSONException {
    int c = nextCleanInternal();
    switch (c) {
      case -1: throw syntaxError("End of input");
      case '{': return readObject();
      case '[': return readArray();
      case '\'': case '"': return nextString((char) c);
      default:
        pos--;
        return readLiteral();
    }
  }

  private int nextCleanInternal() throws JSONException {
    while (pos < in.length()) {
      int c = in.charAt(pos++);
      switch (c) {
        case '\t': case ' ': case '\n': case '\r': continue;
        case '/':
          if (pos == in.length()) return c;
          char peek = in.charAt(pos);
          if (peek == '*') {
            pos++;
            int commentEnd = in.indexOf("*/", pos);
            if (commentEnd == -1) throw syntaxError("Unterminated comment");
            pos = commentEnd + 2;
            continue;
          } else if (peek == '/') {
            pos++;
            skipToEndOfLine();
            continue;
          }
          return c;
        case '#':
          skipToEndOfLine();
          continue;
        default:
          return c;
      }
    }
    return -1;
  }

  private void skipToEndOfLine() {
    for (; pos < in.length(); pos++) {
      char c = in.charAt(pos);
      if (c == '\r' || c == '\n') {
        pos++;
        break;
      }
    }
  }

  /** The string up to the next unescaped {@code quote}, escapes decoded. */
  public String nextString(char quote) throws JSONException {
    StringBuilder builder = new StringBuilder();
    while (pos < in.length()) {
      char c = in.charAt(pos++);
      if (c == quote) return builder.toString();
      if (c == '\\') {
        if (pos == in.length()) throw syntaxError("Unterminated escape sequence");
        char escaped = in.charAt(pos++);
        switch (escaped) {
          case 'u':
            if (pos + 4 > in.length()) throw syntaxError("Unterminated escape sequence");
            String hex = in.substring(pos, pos + 4);
            pos += 4;
            try {
              builder.append((char) Integer.parseInt(hex, 16));
            } catch (NumberFormatException e) {
              throw syntaxError("Invalid escape sequence: " + hex);
            }
            break;
          case 't': builder.append('\t'); break;
          case 'b': builder.append('\b'); break;
          case 'n': builder.append('\n'); break;
          case 'r': builder.append('\r'); break;
          case 'f': builder.append('\f'); break;
          default: builder.append(escaped);
        }
      } else {
        builder.append(c);
      }
    }
    throw syntaxError("Unterminated string");
  }

  private Object readLiteral() throws JSONException {
    String literal = nextToInternal("{}[]/\\:,=;# \t\f");
    if (literal.isEmpty()) throw syntaxError("Expected literal value");
    if ("null".equalsIgnoreCase(literal)) return JSONObject.NULL;
    if ("true".equalsIgnoreCase(literal)) return Boolean.TRUE;
    if ("false".equalsIgnoreCase(literal)) return Boolean.FALSE;
    if (literal.indexOf('.') == -1) {
      int base = 10;
      String number = literal;
      if (number.startsWith("0x") || number.startsWith("0X")) {
        number = number.substring(2);
        base = 16;
      } else if (number.startsWith("0") && number.length() > 1) {
        number = number.substring(1);
        base = 8;
      }
      try {
        long longValue = Long.parseLong(number, base);
        if (longValue <= Integer.MAX_VALUE && longValue >= Integer.MIN_VALUE) return (int) longValue;
        return longValue;
      } catch (NumberFormatException e) {
        // Not an integer: perhaps a double, else a string.
      }
    }
    try {
      return Double.valueOf(literal);
    } catch (NumberFormatException ignored) {
      return literal;
    }
  }

  private String nextToInternal(String excluded) {
    int start = pos;
    for (; pos < in.length(); pos++) {
      char c = in.charAt(pos);
      if (c == '\r' || c == '\n' || excluded.indexOf(c) != -1) return in.substring(start, pos);
    }
    return in.substring(start);
  }

  private JSONObject readObject() throws JSONException {
    JSONObject result = new JSONObject();
    int first = nextCleanInternal();
    if (first == '}') return result;
    if (first != -1) pos--;
    while (true) {
      Object name = nextValue();
      if (!(name instanceof String)) {
        if (name == null) throw syntaxError("Names cannot be null");
        throw syntaxError("Names must be strings, but " + name + " is of type " + name.getClass().getName());
      }
      int separator = nextCleanInternal();
      if (separator != ':' && separator != '=') throw syntaxError("Expected ':' after " + name);
      if (pos < in.length() && in.charAt(pos) == '>') pos++;
      result.put((String) name, nextValue());
      switch (nextCleanInternal()) {
        case '}': return result;
        case ';': case ',': continue;
        default: throw syntaxError("Unterminated object");
      }
    }
  }

  private JSONArray readArray() throws JSONException {
    JSONArray result = new JSONArray();
    boolean hasTrailingSeparator = false;
    while (true) {
      switch (nextCleanInternal()) {
        case -1: throw syntaxError("Unterminated array");
        case ']':
          if (hasTrailingSeparator) result.put((Object) null);
          return result;
        case ',': case ';':
          result.put((Object) null);
          hasTrailingSeparator = true;
          continue;
        default: pos--;
      }
      result.put(nextValue());
      switch (nextCleanInternal()) {
        case ']': return result;
        case ',': case ';':
          hasTrailingSeparator = true;
          continue;
        default: throw syntaxError("Unterminated array");
      }
    }
  }

  /** An exception naming where reading stopped. */
  public JSONException syntaxError(String message) { return new JSONException(message + this); }

  @Override
  public String toString() { return " at character " + pos + " of " + in; }

  public boolean more() { return pos < in.length(); }

  public char next() { return pos < in.length() ? in.charAt(pos++) : '\0'; }

  public char nextClean() throws JSONException {
    int nextCleanInt = nextCleanInternal();
    return nextCleanInt == -1 ? '\0' : (char) nextCleanInt;
  }

  public void back() {
    if (--pos == -1) pos = 0;
  }
}
