package androidx.activity.result;

/** {@code androidx.activity.result.ActivityResultLauncher}: what {@code registerForActivityResult} returns. */
public abstract class ActivityResultLauncher<I> {
  /** Starts the request: the answer comes to the callback on the main thread. */
  public void launch(I input) { launch(input, null); }

  /** {@code launch(input, options)}. */
  public abstract void launch(I input, Object options);

  /** {@code unregister()}. */
  public abstract void unregister();
}
