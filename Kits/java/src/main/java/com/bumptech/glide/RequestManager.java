package com.bumptech.glide;

/** Glide's {@code RequestManager}: {@code asBitmap()}, then {@code load(…)}. */
public class RequestManager {
  RequestManager() {}

  /** A request for a {@code Bitmap}. */
  public RequestBuilder<android.graphics.Bitmap> asBitmap() { return new RequestBuilder<>(); }
}
