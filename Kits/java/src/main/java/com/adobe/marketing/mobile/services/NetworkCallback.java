package com.adobe.marketing.mobile.services;

/** AEP Core's {@code NetworkCallback}: what a request's connection is handed to. */
public interface NetworkCallback {
  /** Called with the connection ({@code null} when none could be made). */
  void call(HttpConnecting connection);
}
