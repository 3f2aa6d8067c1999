package com.adobe.marketing.mobile;

/** {@code AdobeError}: why an SDK call failed. */
public class AdobeError implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  public static final AdobeError UNEXPECTED_ERROR = new AdobeError("general.unexpected", 0);
  public static final AdobeError CALLBACK_TIMEOUT = new AdobeError("general.callback.timeout", 1);
  public static final AdobeError CALLBACK_NULL = new AdobeError("general.callback.null", 2);
  public static final AdobeError EXTENSION_NOT_INITIALIZED = new AdobeError("general.extension.not.initialized", 11);

  private final String errorName;
  private final int errorCode;

  protected AdobeError(String errorName, int errorCode) {
    this.errorName = errorName;
    this.errorCode = errorCode;
  }

  public String getErrorName() { return errorName; }
  public int getErrorCode() { return errorCode; }
}
