package com.google.android.gms.tasks;

/** {@code OnFailureListener}: told of a task's failure. */
public interface OnFailureListener {
  void onFailure(Exception error);
}
