package com.adobe.marketing.mobile;

/** {@code AdobeCallback}: the SDK's answer to a call. */
public interface AdobeCallback<T> {
  void call(T value);
}
