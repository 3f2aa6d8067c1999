package com.adobe.marketing.mobile.services;

import android.app.Activity;
import android.app.Application;
import android.content.Context;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/**
 * AEP Core's {@code AppContextService} (aepsdk-core-android, {@code services/AppContextService.java}):
 * the application and the activity last resumed in the process, as the SDK's activity lifecycle
 * callbacks see them. {@code getAppState} and {@code getConnectivityManager} are not in the kit.
 */
public interface AppContextService {
  /** {@code setApplication(application)}: the kit's process already has its application; accepted. */
  void setApplication(@NonNull final Application application);

  /** The process's application. */
  @Nullable
  Application getApplication();

  /** The activity last resumed in the process (null before any, and in a new process). */
  @Nullable
  Activity getCurrentActivity();

  /** The application's context. */
  @Nullable
  Context getApplicationContext();
}
