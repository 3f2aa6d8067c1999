package com.adobe.marketing.mobile;

/** {@code Extension}: an SDK extension's class, as {@code MobileCore.registerExtensions} takes it. */
public abstract class Extension {
  /** The extension's name. */
  protected String getName() { return getClass().getName(); }

  /** The extension's version. */
  protected String getVersion() { return MobileCore.extensionVersion(); }
}
