package org.apache.cordova;

import android.util.Log;

/** {@code org.apache.cordova.LOG}: Cordova's log, through {@code android.util.Log} (standard error here). */
public class LOG {
  public static final int VERBOSE = Log.VERBOSE;
  public static final int DEBUG = Log.DEBUG;
  public static final int INFO = Log.INFO;
  public static final int WARN = Log.WARN;
  public static final int ERROR = Log.ERROR;

  private static int logLevel = ERROR;

  /** {@code setLogLevel(level)}: the least level written. */
  public static void setLogLevel(int level) { logLevel = level; }

  /** {@code setLogLevel("DEBUG")}: by name; an unknown name keeps the level. */
  public static void setLogLevel(String level) {
    switch (level.toUpperCase(java.util.Locale.ROOT)) {
      case "VERBOSE": logLevel = VERBOSE; break;
      case "DEBUG": logLevel = DEBUG; break;
      case "INFO": logLevel = INFO; break;
      case "WARN": logLevel = WARN; break;
      case "ERROR": logLevel = ERROR; break;
      default: break;
    }
  }

  public static boolean isLoggable(int level) { return level >= logLevel; }

  public static void v(String tag, String s) { if (isLoggable(VERBOSE)) Log.v(tag, s); }
  public static void d(String tag, String s) { if (isLoggable(DEBUG)) Log.d(tag, s); }
  public static void i(String tag, String s) { if (isLoggable(INFO)) Log.i(tag, s); }
  public static void w(String tag, String s) { if (isLoggable(WARN)) Log.w(tag, s); }
  public static void e(String tag, String s) { if (isLoggable(ERROR)) Log.e(tag, s); }
  public static void w(String tag, String s, Throwable e) { if (isLoggable(WARN)) Log.w(tag, s, e); }
  public static void e(String tag, String s, Throwable e) { if (isLoggable(ERROR)) Log.e(tag, s, e); }
  public static void d(String tag, String s, Object... args) { if (isLoggable(DEBUG)) Log.d(tag, String.format(s, args)); }
  public static void e(String tag, String s, Object... args) { if (isLoggable(ERROR)) Log.e(tag, String.format(s, args)); }
}
