package com.adobe.marketing.mobile;

/**
 * {@code Identity}: the SDK extension's public surface, so an app that registers it builds and runs;
 * nothing it does is reported (only {@code collectMessageInfo} and {@code trackAction} are).
 */
public final class Identity {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = Registered.class;

  private Identity() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }

  /** The ACP-era registration ({@code Identity.registerExtension()}; deprecated in its 2.x release, gone in 3.x): accepted. */
  @Deprecated
  public static void registerExtension() {}

  /** {@code syncIdentifiers}. */
  public static void syncIdentifiers(java.util.Map<String, String> identifiers) {}

  /** {@code getExperienceCloudId(callback)}: a fixed id. */
  public static void getExperienceCloudId(AdobeCallback<String> callback) { callback.call("trackcheck-ecid"); }

  private static final class Registered extends Extension {}
}
