package com.adobe.marketing.mobile;

/** {@code ExtensionErrorCallback} (ACP): called when an SDK call fails. */
public interface ExtensionErrorCallback<T> {
  void error(T extensionError);
}
