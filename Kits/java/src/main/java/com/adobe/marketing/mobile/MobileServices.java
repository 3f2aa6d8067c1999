package com.adobe.marketing.mobile;

/**
 * {@code MobileServices}: the SDK extension's public surface, so an app that registers it builds and runs;
 * nothing it does is reported (only {@code collectMessageInfo} and {@code trackAction} are).
 */
public final class MobileServices {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private MobileServices() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  /** The ACP-era registration ({@code MobileServices.registerExtension()}). */
  public static void registerExtension() {}

  private static final class Registered extends Extension {}
}
