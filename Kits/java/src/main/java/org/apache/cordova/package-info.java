/**
 * Apache Cordova's Android bridge ({@code cordova-android} 12), the classes a Cordova plugin
 * extends and calls: {@link org.apache.cordova.CordovaPlugin}, {@link org.apache.cordova.CordovaInterface},
 * {@link org.apache.cordova.CallbackContext}, {@link org.apache.cordova.PluginResult},
 * {@link org.apache.cordova.PermissionHelper}, and the app's {@link org.apache.cordova.CordovaActivity},
 * which loads the plugins its {@code res/xml/config.xml} names and forwards the activity's
 * lifecycle to them, as Cordova's does. There is no web view: nothing runs JavaScript, so results
 * sent to it are kept ({@code dev.trackcheck.kit.internal.SharedSecrets.cordovaWebViews(webView).results(webView)}) and a plugin action
 * runs only when the adapter calls {@link org.apache.cordova.PluginManager#exec} as the JavaScript would.
 */
package org.apache.cordova;
