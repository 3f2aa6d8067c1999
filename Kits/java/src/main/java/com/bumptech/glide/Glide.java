package com.bumptech.glide;

/**
 * Glide (com.bumptech.glide), the image loader push code uses for a notification's picture:
 * {@code Glide.with(context).asBitmap().load(url).submit().get()}. There is no network here, so a
 * load from {@code http(s)} fails as on a device offline ({@code ExecutionException}); a readable
 * local file, a {@code data:} URI or a resource gives a bitmap (its pixels are not modelled).
 */
public final class Glide {
  private Glide() {}

  /** The requests of {@code context}. */
  public static RequestManager with(android.content.Context context) { return new RequestManager(); }

  /** The requests of {@code activity}. */
  public static RequestManager with(android.app.Activity activity) { return new RequestManager(); }

  /** The requests of {@code view}'s context. */
  public static RequestManager with(android.view.View view) { return new RequestManager(); }
}
