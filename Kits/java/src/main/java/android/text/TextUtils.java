package android.text;

/** {@code android.text.TextUtils}: the string helpers Android ships. */
public class TextUtils {
  private TextUtils() {}

  /** True for null or "". */
  public static boolean isEmpty(CharSequence str) { return str == null || str.length() == 0; }

  /** Equal texts, null equal to null. */
  public static boolean equals(CharSequence a, CharSequence b) {
    if (a == b) return true;
    if (a == null || b == null || a.length() != b.length()) return false;
    return a.toString().contentEquals(b);
  }

  /** {@code join(delimiter, tokens)}: each token's {@code toString()}, {@code delimiter} between (raw {@code Iterable}, as Android declares it). */
  @SuppressWarnings("rawtypes")
  public static String join(CharSequence delimiter, Iterable tokens) {
    StringBuilder out = new StringBuilder();
    boolean first = true;
    for (Object token : tokens) {
      if (!first) out.append(delimiter);
      out.append(token);
      first = false;
    }
    return out.toString();
  }

  /** {@code join(delimiter, tokens)}. */
  public static String join(CharSequence delimiter, Object[] tokens) { return join(delimiter, java.util.Arrays.asList(tokens)); }

  /** {@code split(text, expression)}: a regular expression; "" gives no parts. */
  public static String[] split(String text, String expression) { return text.isEmpty() ? new String[0] : text.split(expression, -1); }

  public static boolean isDigitsOnly(CharSequence str) {
    for (int i = 0; i < str.length(); i++) if (!Character.isDigit(str.charAt(i))) return false;
    return true;
  }

  public static int getTrimmedLength(CharSequence s) { return s.toString().trim().length(); }
}
