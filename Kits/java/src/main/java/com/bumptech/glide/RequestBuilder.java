package com.bumptech.glide;

import android.graphics.Bitmap;
import com.bumptech.glide.request.FutureTarget;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Glide's {@code RequestBuilder}: what to load ({@link #load}), then {@link #submit()}. */
public class RequestBuilder<T> {
  private Object model;

  RequestBuilder() {}

  public RequestBuilder<T> load(String url) { model = url; return this; }
  public RequestBuilder<T> load(android.net.Uri uri) { model = uri == null ? null : uri.toString(); return this; }
  public RequestBuilder<T> load(Integer resourceId) { model = resourceId; return this; }
  public RequestBuilder<T> load(java.io.File file) { model = file == null ? null : file.getPath(); return this; }

  /** The load, on Glide's threads: a future of the image, or of the failure. */
  @SuppressWarnings("unchecked")
  public FutureTarget<T> submit() {
    CompletableFuture<T> result = new CompletableFuture<>();
    Object source = model;
    if (source instanceof Integer || source instanceof String && (((String) source).startsWith("data:") || new java.io.File((String) source).canRead())) {
      result.complete((T) Bitmap.createBitmap(1, 1, Bitmap.Config.ARGB_8888));
    } else {
      result.completeExceptionally(new java.io.IOException("Failed to load resource " + source + ": no network in trackcheck's kit"));
    }
    return new FutureTarget<T>() {
      @Override public boolean cancel(boolean mayInterruptIfRunning) { return result.cancel(mayInterruptIfRunning); }
      @Override public boolean isCancelled() { return result.isCancelled(); }
      @Override public boolean isDone() { return true; }
      @Override public T get() throws InterruptedException, ExecutionException { return result.get(); }
      @Override public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException { return result.get(timeout, unit); }
    };
  }

  /** {@code submit(width, height)}. */
  public FutureTarget<T> submit(int width, int height) { return submit(); }

}
