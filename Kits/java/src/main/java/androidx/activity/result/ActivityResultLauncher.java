package androidx.activity.result;

import androidx.core.app.ActivityOptionsCompat;

/**
 * {@code androidx.activity.result.ActivityResultLauncher}: what {@code registerForActivityResult}
 * returns. {@code launch(input)} calls {@code launch(input, null)}, as AndroidX's does.
 */
public abstract class ActivityResultLauncher<I> {
  public ActivityResultLauncher() {}

  /** Starts the request: the answer comes to the callback on the main thread. */
  public void launch(I input) { launch(input, null); }

  /** Starts the request with {@code options} (accepted; the kit starts activities without animations). */
  public abstract void launch(I input, ActivityOptionsCompat options);

  /** {@code unregister()}. */
  public abstract void unregister();
}
