package android.util;

/** {@code android.util.Log}: to standard error, which trackcheck keeps per case. */
public final class Log {
  private Log() {}
  public static int v(String tag, String message) { return print("V", tag, message); }
  public static int d(String tag, String message) { return print("D", tag, message); }
  public static int i(String tag, String message) { return print("I", tag, message); }
  public static int w(String tag, String message) { return print("W", tag, message); }
  public static int e(String tag, String message) { return print("E", tag, message); }
  public static int e(String tag, String message, Throwable error) { return print("E", tag, message + ": " + error); }

  private static int print(String level, String tag, String message) {
    System.err.println(level + "/" + tag + ": " + message);
    return 0;
  }
}
