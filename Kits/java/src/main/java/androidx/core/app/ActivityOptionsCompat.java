package androidx.core.app;

import android.content.Context;
import android.os.Bundle;

/**
 * {@code androidx.core.app.ActivityOptionsCompat}: options for starting an activity, as
 * {@code ActivityResultLauncher.launch(input, options)} takes them. The kit starts activities
 * without animations or windows: the options are accepted and change nothing.
 */
public class ActivityOptionsCompat {
  protected ActivityOptionsCompat() {}

  /** {@code makeBasic()}: options with nothing set. */
  public static ActivityOptionsCompat makeBasic() { return new Options(); }

  /** {@code makeCustomAnimation(context, enterResId, exitResId)}: accepted; nothing is animated here. */
  public static ActivityOptionsCompat makeCustomAnimation(Context context, int enterResId, int exitResId) { return new Options(); }

  /** {@code toBundle()}: null for this class, as AndroidX's; the options {@code make…} return give a bundle. */
  public Bundle toBundle() { return null; }

  private static final class Options extends ActivityOptionsCompat {
    @Override public Bundle toBundle() { return new Bundle(); }
  }
}
