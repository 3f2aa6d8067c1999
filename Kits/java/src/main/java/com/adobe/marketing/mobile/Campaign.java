package com.adobe.marketing.mobile;

/**
 * {@code Campaign}: the SDK extension's public surface, so an app that registers it builds and runs;
 * nothing it does is reported (only {@code collectMessageInfo} and {@code trackAction} are).
 */
public final class Campaign {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private Campaign() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  /** The ACP-era registration ({@code Campaign.registerExtension()}; deprecated in its 2.x release, gone in 3.x): accepted. */
  @Deprecated
  public static void registerExtension() {}

  /** {@code setLinkageFields}: the fields that link the device to a Campaign profile. */
  public static void setLinkageFields(java.util.Map<String, String> linkageFields) {}

  /** {@code resetLinkageFields}. */
  public static void resetLinkageFields() {}

  private static final class Registered extends Extension {}
}
