package com.adobe.marketing.mobile.services;

import android.app.Activity;
import android.app.Application;
import android.content.Context;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/**
 * AEP Core's {@code AppContextService} (aepsdk-core-android, {@code services/AppContextService.java}):
 * the application the app gave the SDK ({@code MobileCore.setApplication}) and the activity last
 * resumed in the process since, as the SDK's activity lifecycle callbacks see them — null before,
 * as on a device. {@code getAppState} and {@code getConnectivityManager} are not in the kit.
 */
public interface AppContextService {
  /** {@code setApplication(application)}: as {@code MobileCore.setApplication}. */
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
