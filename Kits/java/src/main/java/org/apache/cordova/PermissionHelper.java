package org.apache.cordova;

/** {@code PermissionHelper}: Cordova's helper for runtime permissions, through {@code plugin.cordova}. */
public class PermissionHelper {
  public static void requestPermission(CordovaPlugin plugin, int requestCode, String permission) {
    requestPermissions(plugin, requestCode, new String[] {permission});
  }

  /** Asks the user (the case's device settings answer, see {@code Activity.requestPermissions}); the plugin hears in {@code onRequestPermissionResult}. */
  public static void requestPermissions(CordovaPlugin plugin, int requestCode, String[] permissions) {
    plugin.cordova.requestPermissions(plugin, requestCode, permissions);
  }

  public static boolean hasPermission(CordovaPlugin plugin, String permission) { return plugin.cordova.hasPermission(permission); }
}
