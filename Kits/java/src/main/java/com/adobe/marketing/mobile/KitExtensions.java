package com.adobe.marketing.mobile;

/**
 * The kit's own extensions' {@link ExtensionApi}, and the classes of those in other packages
 * ({@code edge.identity.Identity.EXTENSION}, {@code edge.consent.Consent.EXTENSION}), made here
 * with it (the package-private {@code Extension()}), not on the stand-ins' public surface.
 */
final class KitExtensions {
  private KitExtensions() {}

  /**
   * The {@link ExtensionApi} of the kit's own extensions: events go to {@code MobileCore.dispatchEvent}
   * (accepted, not reported); the kit keeps no shared state and runs no event queue.
   */
  static final ExtensionApi API = new ExtensionApi() {
    @Override public void dispatch(Event event) { MobileCore.dispatchEvent(event); }
    @Override public void startEvents() {}
    @Override public void stopEvents() {}
    @Override public void createSharedState(java.util.Map<String, Object> state, Event event) {}
    @Override public void createXDMSharedState(java.util.Map<String, Object> state, Event event) {}
    @Override public void unregisterExtension() {}
  };

  static final class EdgeIdentity extends Extension {}

  static final class EdgeConsent extends Extension {}

  /** The class of the kit's extension {@code name} ({@code com.adobe.edge.identity}, {@code com.adobe.edge.consent}). */
  static Class<? extends Extension> named(String name) {
    switch (name) {
      case "com.adobe.edge.identity": return EdgeIdentity.class;
      case "com.adobe.edge.consent": return EdgeConsent.class;
      default: throw new IllegalArgumentException("the kit has no extension " + name);
    }
  }
}
