package org.apache.cordova;

import android.content.Context;
import android.view.View;

/** The kit's {@link CordovaWebViewEngine}: a plain view, no page, no history. */
final class NoBrowserEngine implements CordovaWebViewEngine {
  private final View view;
  private String url;

  NoBrowserEngine(Context context) { view = new View(context); }

  @Override public View getView() { return view; }
  @Override public void loadUrl(String url, boolean clearNavigationStack) { this.url = url; }
  @Override public void stopLoading() {}
  @Override public String getUrl() { return url; }
  @Override public void clearCache() {}
  @Override public void clearHistory() {}
  @Override public boolean canGoBack() { return false; }
  @Override public boolean goBack() { return false; }
  @Override public void setPaused(boolean value) {}
  @Override public void destroy() {}
}
