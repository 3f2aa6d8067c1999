package com.google.android.gms.tasks;

import android.os.Handler;
import android.os.Looper;

/**
 * {@code com.google.android.gms.tasks.Task}: complete when made here; listeners are called on the
 * main thread, as Play services calls them, before the callback's answer.
 */
public abstract class Task<T> {
  public abstract boolean isComplete();
  public abstract boolean isSuccessful();
  public abstract boolean isCanceled();
  public abstract T getResult();
  public abstract Exception getException();

  public Task<T> addOnCompleteListener(OnCompleteListener<T> listener) {
    new Handler(Looper.getMainLooper()).post(() -> listener.onComplete(this));
    return this;
  }

  public Task<T> addOnSuccessListener(OnSuccessListener<? super T> listener) {
    if (isSuccessful()) new Handler(Looper.getMainLooper()).post(() -> listener.onSuccess(getResult()));
    return this;
  }

  public Task<T> addOnFailureListener(OnFailureListener listener) {
    if (!isSuccessful()) new Handler(Looper.getMainLooper()).post(() -> listener.onFailure(getException()));
    return this;
  }
}
