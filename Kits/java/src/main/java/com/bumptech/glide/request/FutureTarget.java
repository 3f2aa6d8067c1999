package com.bumptech.glide.request;

/** Glide's {@code FutureTarget}: the image a submitted load gives, as a {@code Future}. */
public interface FutureTarget<R> extends java.util.concurrent.Future<R> {}
