package org.apache.cordova;

/** {@code PluginEntry}: a {@code <feature>} of {@code config.xml}: the service name, the plugin's class, {@code onload}. */
public final class PluginEntry {
  /** The JavaScript's name for the plugin ({@code <feature name>}). */
  public final String service;
  /** The plugin's class ({@code android-package}). */
  public final String pluginClass;
  /** A plugin made already (instead of by its class name), or null. */
  public final CordovaPlugin plugin;
  /** {@code <param name="onload" value="true"/>}: made when the web view starts, not at its first call. */
  public final boolean onload;

  public PluginEntry(String service, CordovaPlugin plugin) { this(service, plugin.getClass().getName(), true, plugin); }

  public PluginEntry(String service, CordovaPlugin plugin, boolean onload) { this(service, plugin.getClass().getName(), onload, plugin); }

  public PluginEntry(String service, String pluginClass, boolean onload) { this(service, pluginClass, onload, null); }

  private PluginEntry(String service, String pluginClass, boolean onload, CordovaPlugin plugin) {
    this.service = service;
    this.pluginClass = pluginClass;
    this.plugin = plugin;
    this.onload = onload;
  }
}
