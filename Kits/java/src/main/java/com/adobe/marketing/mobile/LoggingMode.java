package com.adobe.marketing.mobile;

/** {@code LoggingMode}: how much the SDK logs. */
public enum LoggingMode {
  ERROR, WARNING, DEBUG, VERBOSE
}
