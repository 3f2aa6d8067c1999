package com.adobe.marketing.mobile;

/** {@code Extension}: an SDK extension's class, as {@code MobileCore.registerExtensions} takes it. */
public abstract class Extension {
  private final ExtensionApi extensionApi;

  /** {@code Extension(extensionApi)}: AEP Core 3.x's constructor; the SDK gives each extension its {@code ExtensionApi}. */
  protected Extension(ExtensionApi extensionApi) { this.extensionApi = extensionApi; }

  /** The kit's own extensions: with the kit's {@code ExtensionApi} ({@link KitExtensions#API}). */
  Extension() { this(KitExtensions.API); }

  /** The {@code ExtensionApi} it was made with. */
  public final ExtensionApi getApi() { return extensionApi; }

  /** The extension's name. */
  protected String getName() { return getClass().getName(); }

  /** The extension's version. */
  protected String getVersion() { return MobileCore.extensionVersion(); }
}
