package com.google.android.gms.tasks;

/** {@code OnCompleteListener}: told when a task completes. */
public interface OnCompleteListener<T> {
  void onComplete(Task<T> task);
}
