package org.apache.cordova;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import org.json.JSONException;

/** {@code CordovaInterfaceImpl}: the {@link CordovaInterface} a {@link CordovaActivity} gives its plugins. */
public class CordovaInterfaceImpl implements CordovaInterface {
  protected AppCompatActivity activity;
  protected ExecutorService threadPool;
  protected PluginManager pluginManager;
  protected CordovaPlugin activityResultCallback;
  protected int activityResultRequestCode;
  private final Map<Integer, Object[]> permissionCallbacks = new HashMap<>();
  private int nextPermissionCode = 1;

  /** With Cordova's thread pool: a cached pool whose work the kit waits for before it answers ({@link dev.trackcheck.kit.Background}). */
  public CordovaInterfaceImpl(AppCompatActivity activity) { this(activity, dev.trackcheck.kit.Background.pool("cordova-pool")); }

  public CordovaInterfaceImpl(AppCompatActivity activity, ExecutorService threadPool) {
    this.activity = activity;
    this.threadPool = threadPool;
  }

  @Override
  public void startActivityForResult(CordovaPlugin command, Intent intent, int requestCode) {
    setActivityResultCallback(command);
    activityResultRequestCode = requestCode;
    activity.startActivity(intent);
  }

  @Override
  public void setActivityResultCallback(CordovaPlugin plugin) {
    if (activityResultCallback != null) activityResultCallback.onActivityResult(activityResultRequestCode, AppCompatActivity.RESULT_CANCELED, null);
    activityResultCallback = plugin;
  }

  @Override public AppCompatActivity getActivity() { return activity; }
  @Override public Context getContext() { return activity; }
  @Override public Object onMessage(String id, Object data) { return null; }
  @Override public ExecutorService getThreadPool() { return threadPool; }

  /** The web view's plugins are made: messages and permission answers reach them from now on. */
  public void onCordovaInit(PluginManager pluginManager) { this.pluginManager = pluginManager; }

  /** {@code onActivityResult}: to the plugin that started the activity. */
  public boolean onActivityResult(int requestCode, int resultCode, Intent intent) {
    CordovaPlugin callback = activityResultCallback;
    activityResultCallback = null;
    if (callback == null) return false;
    callback.onActivityResult(requestCode, resultCode, intent);
    return true;
  }

  public void onSaveInstanceState(Bundle outState) {
    if (pluginManager != null) outState.putBundle("plugin", pluginManager.onSaveInstanceState());
  }

  public void restoreInstanceState(Bundle savedInstanceState) {}

  @Override
  public void requestPermission(CordovaPlugin plugin, int requestCode, String permission) {
    requestPermissions(plugin, requestCode, new String[] {permission});
  }

  /** Asks through the activity under a code of Cordova's own; the answer goes back to {@code plugin} with {@code requestCode}. */
  @Override
  public void requestPermissions(CordovaPlugin plugin, int requestCode, String[] permissions) {
    int mapped;
    synchronized (permissionCallbacks) {
      mapped = nextPermissionCode++;
      permissionCallbacks.put(mapped, new Object[] {plugin, requestCode});
    }
    activity.requestPermissions(permissions, mapped);
  }

  @Override
  public boolean hasPermission(String permission) {
    return activity.checkSelfPermission(permission) == android.content.pm.PackageManager.PERMISSION_GRANTED;
  }

  /** The activity's {@code onRequestPermissionsResult}: to the plugin that asked. */
  public void onRequestPermissionResult(int requestCode, String[] permissions, int[] grantResults) throws JSONException {
    Object[] callback;
    synchronized (permissionCallbacks) {
      callback = permissionCallbacks.remove(requestCode);
    }
    if (callback == null) return;
    CordovaPlugin plugin = (CordovaPlugin) callback[0];
    int code = (Integer) callback[1];
    plugin.onRequestPermissionResult(code, permissions, grantResults);
    plugin.onRequestPermissionsResult(code, permissions, grantResults);
  }
}
