package org.apache.cordova;

import android.content.Context;
import android.content.Intent;
import androidx.appcompat.app.AppCompatActivity;
import java.util.concurrent.ExecutorService;

/** {@code CordovaInterface}: what a plugin reaches the app through ({@code plugin.cordova}). */
public interface CordovaInterface {
  /** Starts {@code intent} for a result that comes to {@code command.onActivityResult}. */
  void startActivityForResult(CordovaPlugin command, Intent intent, int requestCode);

  void setActivityResultCallback(CordovaPlugin plugin);

  /** The app's Cordova activity. */
  AppCompatActivity getActivity();

  Context getContext();

  /** A message for every plugin ({@code PluginManager.postMessage}). */
  Object onMessage(String id, Object data);

  /** Cordova's thread pool for plugin work off the main thread (see {@link dev.trackcheck.kit.Background}). */
  ExecutorService getThreadPool();

  void requestPermission(CordovaPlugin plugin, int requestCode, String permission);

  /** Asks the user; the answer comes to {@code plugin.onRequestPermissionResult} with {@code requestCode}. */
  void requestPermissions(CordovaPlugin plugin, int requestCode, String[] permissions);

  boolean hasPermission(String permission);
}
