package com.adobe.marketing.mobile.services;

import java.io.InputStream;

/** AEP Core's {@code HttpConnecting}: the answer to a request. */
public interface HttpConnecting {
  /** The body received. */
  InputStream getInputStream();
  /** The body of an error answer. */
  InputStream getErrorStream();
  /** The HTTP status, {@code -1} when there is none. */
  int getResponseCode();
  /** The status line's message. */
  String getResponseMessage();
  /** A response header. */
  String getResponsePropertyValue(String responsePropertyKey);
  /** Releases the connection. */
  void close();
}
