package com.adobe.marketing.mobile;

/** {@code AdobeCallbackWithError}: an answer, or a failure ({@link #fail}). */
public interface AdobeCallbackWithError<T> extends AdobeCallback<T> {
  void fail(AdobeError error);
}
