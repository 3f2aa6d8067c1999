package com.adobe.marketing.mobile;

/**
 * {@code Analytics}: the SDK extension's public surface, so an app that registers it builds and runs;
 * nothing it does is reported (only {@code collectMessageInfo} and {@code trackAction} are).
 */
public final class Analytics {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private Analytics() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  /** The ACP-era registration ({@code Analytics.registerExtension()}; deprecated in its 2.x release, gone in 3.x): accepted. */
  @Deprecated
  public static void registerExtension() {}

  private static final class Registered extends Extension {}
}
