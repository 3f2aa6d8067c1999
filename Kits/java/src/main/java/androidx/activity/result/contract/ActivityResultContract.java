package androidx.activity.result.contract;

import android.content.Context;
import android.content.Intent;

/**
 * {@code androidx.activity.result.contract.ActivityResultContract}: a request and its answer. The
 * kit starts no other app: a contract answers through {@link #getSynchronousResult}, or not at all.
 */
public abstract class ActivityResultContract<I, O> {
  /** The intent that would ask. */
  public abstract Intent createIntent(Context context, I input);

  /** The answer from a result code and intent. */
  public abstract O parseResult(int resultCode, Intent intent);

  /** An answer without asking, or null. */
  public SynchronousResult<O> getSynchronousResult(Context context, I input) { return null; }

  /** {@code ActivityResultContract.SynchronousResult}. */
  public static final class SynchronousResult<T> {
    private final T value;

    public SynchronousResult(T value) { this.value = value; }

    public T getValue() { return value; }
  }
}
