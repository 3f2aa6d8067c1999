package com.google.android.gms.tasks;

/** {@code com.google.android.gms.tasks.Tasks}: completed tasks. */
public final class Tasks {
  private Tasks() {}

  /** A task that succeeded with {@code result}. */
  public static <T> Task<T> forResult(T result) { return new Done<>(result, null); }

  /** A task that failed with {@code error}. */
  public static <T> Task<T> forException(Exception error) { return new Done<>(null, error); }

  /** {@code Tasks.await(task)}: its result (it is complete). */
  public static <T> T await(Task<T> task) throws java.util.concurrent.ExecutionException {
    if (!task.isSuccessful()) throw new java.util.concurrent.ExecutionException(task.getException());
    return task.getResult();
  }

  private static final class Done<T> extends Task<T> {
    private final T result;
    private final Exception error;

    Done(T result, Exception error) {
      this.result = result;
      this.error = error;
    }

    @Override public boolean isComplete() { return true; }
    @Override public boolean isSuccessful() { return error == null; }
    @Override public boolean isCanceled() { return false; }
    @Override public Exception getException() { return error; }

    @Override
    public T getResult() {
      if (error != null) throw new RuntimeExecutionException(error);
      return result;
    }
  }
}
