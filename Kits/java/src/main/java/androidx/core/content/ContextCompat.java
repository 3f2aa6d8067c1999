package androidx.core.content;

import android.content.Context;
import android.content.Intent;

/** {@code androidx.core.content.ContextCompat}. */
public final class ContextCompat {
  private ContextCompat() {}

  /** {@code checkSelfPermission(context, permission)}: the context's answer. */
  public static int checkSelfPermission(Context context, String permission) { return context.checkSelfPermission(permission); }

  /** {@code getColor}: colours are not modelled (0). */
  public static int getColor(Context context, int id) { return 0; }

  /** {@code startForegroundService}: services start only from PendingIntents the model plays; not delivered. */
  public static void startForegroundService(Context context, Intent intent) {}
}
