package com.example.app;

import android.os.Bundle;
import org.apache.cordova.CordovaActivity;

/**
 * The activity a Cordova Android project's template gives every app (cordova-android 12's
 * {@code MainActivity}, written by {@code cordova platform add android} into
 * {@code platforms/android/app/src/main/java/<your id>/}): put your app's package on the first line,
 * or copy your project's own file instead of this one.
 */
public class MainActivity extends CordovaActivity {
  @Override
  public void onCreate(Bundle savedInstanceState) {
    super.onCreate(savedInstanceState);
    // A plugin may start the app in the background (cdvStartInBackground): it moves its task back.
    Bundle extras = getIntent().getExtras();
    if (extras != null && extras.getBoolean("cdvStartInBackground", false)) {
      moveTaskToBack(true);
    }
    // The page config.xml's <content src> names; loading it makes the onload plugins.
    loadUrl(launchUrl);
  }
}
