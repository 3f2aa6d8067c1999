package com.adobe.marketing.mobile;

/**
 * {@code Assurance}: the SDK extension's public surface, so an app that registers it builds and runs;
 * nothing it does is reported (only {@code collectMessageInfo} and {@code trackAction} are).
 */
public final class Assurance {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private Assurance() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  /** The ACP-era registration ({@code Assurance.registerExtension()}; deprecated in Assurance 2.x, gone in 3.x): accepted. */
  @Deprecated
  public static boolean registerExtension() { return true; }

  /** {@code startSession(url)}. */
  public static void startSession(String url) {}

  private static final class Registered extends Extension {}
}
