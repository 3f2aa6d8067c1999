package com.adobe.marketing.mobile;

/** {@code ExtensionError} (ACP): why an SDK call failed, as {@code ExtensionErrorCallback} gets it. */
public class ExtensionError {
  public static final ExtensionError UNEXPECTED_ERROR = new ExtensionError("extension.unexpected", 0);
  public static final ExtensionError BAD_EXTENSION_NAME = new ExtensionError("extension.bad_extension_name", 1);
  public static final ExtensionError DUPLICATE_NAME = new ExtensionError("extension.dup_extension_name", 2);
  public static final ExtensionError EVENT_TYPE_NOT_SUPPORTED = new ExtensionError("extension.event_type_not_supported", 3);
  public static final ExtensionError EVENT_SOURCE_NOT_SUPPORTED = new ExtensionError("extension.event_source_not_supported", 4);
  public static final ExtensionError EVENT_DATA_NOT_SUPPORTED = new ExtensionError("extension.event_data_not_supported", 5);
  public static final ExtensionError LISTENER_TIMEOUT = new ExtensionError("extension.listener_timeout", 6);
  public static final ExtensionError CALLBACK_NULL = new ExtensionError("extension.callback_null", 7);
  public static final ExtensionError EVENT_NULL = new ExtensionError("extension.event_null", 8);

  private final String errorName;
  private final int errorCode;

  protected ExtensionError(String errorName, int errorCode) {
    this.errorName = errorName;
    this.errorCode = errorCode;
  }

  public String getErrorName() { return errorName; }
  public int getErrorCode() { return errorCode; }
}
