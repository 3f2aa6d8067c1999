package com.google.firebase.crashlytics;

/** {@code FirebaseCrashlytics}: crash reports are not modelled — logs go to standard error, nothing is sent. */
public class FirebaseCrashlytics {
  private static final FirebaseCrashlytics INSTANCE = new FirebaseCrashlytics();

  private FirebaseCrashlytics() {}

  public static FirebaseCrashlytics getInstance() { return INSTANCE; }

  public void log(String message) { System.err.println("FirebaseCrashlytics: " + message); }
  public void recordException(Throwable throwable) { System.err.println("FirebaseCrashlytics: " + throwable); }
  public void setCrashlyticsCollectionEnabled(boolean enabled) {}
  public void setCrashlyticsCollectionEnabled(Boolean enabled) {}
  public boolean isCrashlyticsCollectionEnabled() { return false; }
  public void setUserId(String identifier) {}
  public void setCustomKey(String key, String value) {}
  public void setCustomKey(String key, boolean value) {}
  public void setCustomKey(String key, int value) {}
  public void setCustomKey(String key, long value) {}
  public void setCustomKey(String key, double value) {}
  public void setCustomKey(String key, float value) {}
  public boolean didCrashOnPreviousExecution() { return false; }
  public void sendUnsentReports() {}
  public void deleteUnsentReports() {}
}
