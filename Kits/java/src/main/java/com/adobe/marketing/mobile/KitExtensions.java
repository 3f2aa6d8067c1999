package com.adobe.marketing.mobile;

/**
 * The classes of the kit's extensions in other packages ({@code edge.identity.Identity.EXTENSION},
 * {@code edge.consent.Consent.EXTENSION}): an {@link Extension} can only be made in this package.
 */
final class KitExtensions {
  private KitExtensions() {}

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
