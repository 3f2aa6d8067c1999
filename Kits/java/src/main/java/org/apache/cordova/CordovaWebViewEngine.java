package org.apache.cordova;

import android.view.View;

/**
 * {@code CordovaWebViewEngine}: the browser engine a {@link CordovaWebViewImpl} drives. The kit
 * has no browser: its own engine keeps the view and the last URL, and loads nothing. The
 * members whose types the kit does not model ({@code init}, {@code getCookieManager},
 * {@code evaluateJavascript}, {@code getCordovaWebView}) are left out.
 */
public interface CordovaWebViewEngine {
  View getView();

  void loadUrl(String url, boolean clearNavigationStack);

  void stopLoading();

  /** The URL last loaded. */
  String getUrl();

  void clearCache();

  void clearHistory();

  boolean canGoBack();

  /** Whether a navigation occurred. */
  boolean goBack();

  /** Pauses or resumes the page's timers. */
  void setPaused(boolean value);

  void destroy();
}
