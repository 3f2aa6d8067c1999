package androidx.activity.result;

/**
 * {@code androidx.activity.result.ActivityResultLauncher}: what {@code registerForActivityResult}
 * returns. AndroidX's {@code launch(input)} calls {@code launch(input, null)}, whose options are an
 * {@code androidx.core.app.ActivityOptionsCompat}; the kit has no options class, so its launchers
 * implement {@code launch(input)} itself.
 */
public abstract class ActivityResultLauncher<I> {
  /** Starts the request: the answer comes to the callback on the main thread. */
  public void launch(I input) {
    throw new UnsupportedOperationException(getClass().getName() + " does not implement launch(input)");
  }

  /** {@code unregister()}. */
  public abstract void unregister();
}
