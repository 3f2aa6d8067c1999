package com.crashlytics.android;

/**
 * Fabric's {@code com.crashlytics.android.Crashlytics} (retired in 2020, still imported by older
 * plugins): crash reports are not modelled — logs go to standard error, nothing is sent.
 */
public class Crashlytics {
  public static void log(String msg) { System.err.println("Crashlytics: " + msg); }
  public static void log(int priority, String tag, String msg) { System.err.println("Crashlytics: " + tag + ": " + msg); }
  public static void logException(Throwable throwable) { System.err.println("Crashlytics: " + throwable); }
  public static void setUserIdentifier(String identifier) {}
  public static void setString(String key, String value) {}
  public static void setInt(String key, int value) {}
  public static void setBool(String key, boolean value) {}
}
