package com.adobe.marketing.mobile;

/** {@code Edge}: the Edge Network extension's public surface; nothing it does is reported. */
public final class Edge {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private Edge() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  private static final class Registered extends Extension {}
}
