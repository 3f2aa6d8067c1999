package com.google.android.gms.tasks;

/** {@code RuntimeExecutionException}: {@code getResult()} of a failed task. */
public class RuntimeExecutionException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public RuntimeExecutionException(Throwable cause) { super(cause); }
}
