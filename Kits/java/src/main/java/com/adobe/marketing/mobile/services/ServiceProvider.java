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

  /** {@code getAppContextService()}: the application and the activity last resumed in the process. */
  public AppContextService getAppContextService() { return APP_CONTEXT; }

  private static final AppContextService APP_CONTEXT = new AppContextService() {
    @Override
    public void setApplication(android.app.Application application) { dev.trackcheck.kit.KitProcess.sdkApplication(application); }

    @Override
    public android.app.Application getApplication() { return dev.trackcheck.kit.KitProcess.sdkApplication(); }

    @Override
    public android.app.Activity getCurrentActivity() { return dev.trackcheck.kit.KitProcess.currentActivity(); }

    @Override
    public android.content.Context getApplicationContext() { return dev.trackcheck.kit.KitProcess.sdkApplication(); }
  };
}
