package android.util;

/** {@code android.util.Log}: to standard error, which trackcheck keeps per case. */
public final class Log {
  public static final int VERBOSE = 2;
  public static final int DEBUG = 3;
  public static final int INFO = 4;
  public static final int WARN = 5;
  public static final int ERROR = 6;

  private Log() {}
  public static int v(String tag, String message) { return print("V", tag, message, null); }
  public static int v(String tag, String message, Throwable error) { return print("V", tag, message, error); }
  public static int d(String tag, String message) { return print("D", tag, message, null); }
  public static int d(String tag, String message, Throwable error) { return print("D", tag, message, error); }
  public static int i(String tag, String message) { return print("I", tag, message, null); }
  public static int i(String tag, String message, Throwable error) { return print("I", tag, message, error); }
  public static int w(String tag, String message) { return print("W", tag, message, null); }
  public static int w(String tag, String message, Throwable error) { return print("W", tag, message, error); }
  public static int w(String tag, Throwable error) { return print("W", tag, "", error); }
  public static int e(String tag, String message) { return print("E", tag, message, null); }
  public static int e(String tag, String message, Throwable error) { return print("E", tag, message, error); }
  public static int wtf(String tag, String message) { return print("A", tag, message, null); }
  /** {@code isLoggable}: every level is. */
  public static boolean isLoggable(String tag, int level) { return true; }
  /** {@code getStackTraceString(error)}. */
  public static String getStackTraceString(Throwable error) {
    if (error == null) return "";
    java.io.StringWriter text = new java.io.StringWriter();
    error.printStackTrace(new java.io.PrintWriter(text));
    return text.toString();
  }

  private static int print(String level, String tag, String message, Throwable error) {
    System.err.println(level + "/" + tag + ": " + message + (error == null ? "" : ": " + error));
    return 0;
  }
}
