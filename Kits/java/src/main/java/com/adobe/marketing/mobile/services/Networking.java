package com.adobe.marketing.mobile.services;

/**
 * AEP Core's {@code Networking}: the SDK's network service, which
 * {@link ServiceProvider#setNetworkService(Networking)} replaces. The kit's
 * {@link dev.trackcheck.kit.NetworkRecorder} is one, recording every request in order.
 */
public interface Networking {
  /** Sends {@code request}; {@code callback} gets the connection. */
  void connectAsync(NetworkRequest request, NetworkCallback callback);
}
