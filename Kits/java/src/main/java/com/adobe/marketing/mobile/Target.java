package com.adobe.marketing.mobile;

/**
 * {@code Target}: the SDK extension's public surface, so an app that registers it builds and runs;
 * nothing it does is reported (only {@code collectMessageInfo} and {@code trackAction} are).
 */
public final class Target {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private Target() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  /** The ACP-era registration ({@code Target.registerExtension()}; deprecated in its 2.x release, gone in 3.x): accepted. */
  @Deprecated
  public static void registerExtension() {}

  private static final class Registered extends Extension {}
}
