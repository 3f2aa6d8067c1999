package com.google.android.gms.tasks;

/** {@code OnSuccessListener}: told of a task's result. */
public interface OnSuccessListener<T> {
  void onSuccess(T result);
}
