package com.adobe.marketing.mobile.edge.identity;

import com.adobe.marketing.mobile.Extension;
import com.adobe.marketing.mobile.MobileCore;

/** {@code Identity}: the Edge Identity extension's public surface; nothing it does is reported. */
public final class Identity {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = dev.trackcheck.kit.internal.SharedSecrets.mobileCore().extensionClass("com.adobe.edge.identity");

  private Identity() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }
}
