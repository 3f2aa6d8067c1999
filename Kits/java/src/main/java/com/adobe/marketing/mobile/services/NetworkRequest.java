package com.adobe.marketing.mobile.services;

import java.util.Map;

/** AEP Core's {@code NetworkRequest}: what the SDK asks its network service to send (the URL as text). */
public class NetworkRequest {
  private final String url;
  private final HttpMethod method;
  private final byte[] body;
  private final Map<String, String> headers;
  private final int connectTimeout;
  private final int readTimeout;

  /** A request. */
  public NetworkRequest(String url, HttpMethod method, byte[] body, Map<String, String> headers, int connectTimeout, int readTimeout) {
    this.url = url;
    this.method = method;
    this.body = body;
    this.headers = headers;
    this.connectTimeout = connectTimeout;
    this.readTimeout = readTimeout;
  }

  /** The URL, as the SDK built it. */
  public String getUrl() { return url; }
  /** GET or POST. */
  public HttpMethod getMethod() { return method; }
  /** The body, or {@code null}. */
  public byte[] getBody() { return body; }
  /** The headers, or {@code null}. */
  public Map<String, String> getHeaders() { return headers; }
  /** Seconds to connect. */
  public int getConnectTimeout() { return connectTimeout; }
  /** Seconds to read. */
  public int getReadTimeout() { return readTimeout; }
}
