package com.adobe.marketing.mobile;

import java.util.Map;

/**
 * {@code com.adobe.marketing.mobile.ExtensionApi} (AEP Core 3.x): what the SDK gives an
 * {@link Extension} to reach its event hub. The kit has the members whose types it models (shared
 * state resolvers, event listeners and event history are not); the kit's own hub dispatches no
 * events and keeps no shared state.
 */
public abstract class ExtensionApi {
  public ExtensionApi() {}

  public abstract void dispatch(Event event);

  public abstract void startEvents();

  public abstract void stopEvents();

  public abstract void createSharedState(Map<String, Object> state, Event event);

  public abstract void createXDMSharedState(Map<String, Object> state, Event event);

  public abstract void unregisterExtension();
}
