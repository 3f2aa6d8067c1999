package androidx.appcompat.app;

import android.content.Context;
import androidx.activity.ComponentDialog;

/** {@code androidx.appcompat.app.AppCompatDialog}: the dialog {@link AlertDialog} extends. */
public class AppCompatDialog extends ComponentDialog {
  public AppCompatDialog(Context context) { super(context); }

  public AppCompatDialog(Context context, int theme) { super(context, theme); }
}
