package com.adobe.marketing.mobile.edge.consent;

import com.adobe.marketing.mobile.Extension;
import com.adobe.marketing.mobile.MobileCore;

/** {@code Consent}: the Edge Consent extension's public surface; nothing it does is reported. */
public final class Consent {
  /** The extension's class, for {@code MobileCore.registerExtensions}. */
  public static final Class<? extends Extension> EXTENSION = dev.trackcheck.kit.internal.SharedSecrets.mobileCore().extensionClass("com.adobe.edge.consent");

  private Consent() {}

  /** The extension's version. */
  public static String extensionVersion() { return MobileCore.extensionVersion(); }
}
