package androidx.activity;

import android.app.Dialog;
import android.content.Context;

/** {@code androidx.activity.ComponentDialog}: the {@link Dialog} AppCompat's dialogs extend. */
public class ComponentDialog extends Dialog {
  public ComponentDialog(Context context) { super(context); }

  public ComponentDialog(Context context, int themeResId) { super(context, themeResId); }
}
