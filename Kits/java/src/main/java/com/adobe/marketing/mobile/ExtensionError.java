package com.adobe.marketing.mobile;

/**
 * {@code ExtensionError} (ACP; deprecated in AEP Core 2.x, gone in 3.x): why an SDK call failed, as
 * {@code ExtensionErrorCallback} gets it. Names and codes as AEP Core 2.6.4 has them.
 */
public class ExtensionError extends AdobeError {
  private static final long serialVersionUID = 1L;

  public static final ExtensionError UNEXPECTED_ERROR = new ExtensionError("extension.unexpected", 0);
  public static final ExtensionError BAD_NAME = new ExtensionError("extension.bad_extension_name", 1);
  public static final ExtensionError DUPLICATE_NAME = new ExtensionError("extension.dup_extension_name", 2);
  public static final ExtensionError EVENT_TYPE_NOT_SUPPORTED = new ExtensionError("extension.event_type_not_supported", 3);
  public static final ExtensionError EVENT_SOURCE_NOT_SUPPORTED = new ExtensionError("extension.event_source_not_supported", 4);
  public static final ExtensionError EVENT_DATA_NOT_SUPPORTED = new ExtensionError("extension.event_data_not_supported", 5);
  /** A null event (the SDK's own: package-private, as in AEP Core 2.x). */
  static final ExtensionError EVENT_NULL = new ExtensionError("extension.event_null", 6);
  public static final ExtensionError LISTENER_TIMEOUT = new ExtensionError("extension.listener_timeout_exception", 8);
  public static final ExtensionError CALLBACK_NULL = new ExtensionError("extension.callback_null", 9);

  private ExtensionError(String errorName, int errorCode) { super(errorName, errorCode); }
}
