package com.adobe.marketing.mobile.services;

/**
 * AEP Core's {@code ServiceProvider}: the SDK's services, of which the kit has the network service.
 * Its default is {@link dev.trackcheck.kit.NetworkRecorder#shared()}: the stand-ins reach no network.
 */
public final class ServiceProvider {
  private static final ServiceProvider INSTANCE = new ServiceProvider();
  private Networking overrideNetworkService;

  private ServiceProvider() {}

  /** The services of this process. */
  public static ServiceProvider getInstance() { return INSTANCE; }

  /** The network service: the one set, else the kit's recorder. */
  public synchronized Networking getNetworkService() {
    return overrideNetworkService != null ? overrideNetworkService : dev.trackcheck.kit.NetworkRecorder.shared();
  }

  /** Replaces the network service ({@code null}: back to the default). */
  public synchronized void setNetworkService(Networking networkService) { overrideNetworkService = networkService; }
}
