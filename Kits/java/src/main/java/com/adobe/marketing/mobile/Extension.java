package com.adobe.marketing.mobile;

/** {@code Extension}: an SDK extension's class, as {@code MobileCore.registerExtensions} takes it. */
public abstract class Extension {
  /**
   * The kit's own extensions only: AEP Core's constructor takes the {@code ExtensionApi} the SDK
   * gives the extension, which the kit does not model, so an app's extension cannot be built here.
   */
  Extension() {}

  /** The extension's name. */
  protected String getName() { return getClass().getName(); }

  /** The extension's version. */
  protected String getVersion() { return MobileCore.extensionVersion(); }
}
