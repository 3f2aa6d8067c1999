package androidx.appcompat.app;

import android.content.Context;
import android.content.DialogInterface;

/**
 * {@code androidx.appcompat.app.AlertDialog}: an {@link AppCompatDialog}, as AppCompat declares it
 * ({@code show()}, {@code isShowing()}, {@code dismiss()} and {@code cancel()} are
 * {@code android.app.Dialog}'s); shown on standard error; no one presses its buttons.
 */
public class AlertDialog extends AppCompatDialog implements DialogInterface {
  private CharSequence title;
  private CharSequence message;

  AlertDialog(Context context, CharSequence title, CharSequence message) {
    super(context);
    this.title = title;
    this.message = message;
  }

  /** Shows it: a line on standard error. */
  @Override
  public void show() {
    super.show();
    System.err.println("AlertDialog: " + title + ": " + message);
  }

  @Override public void setTitle(CharSequence title) { this.title = title; }
  public void setMessage(CharSequence message) { this.message = message; }

  /** {@code AlertDialog.Builder}. */
  public static class Builder {
    private final Context context;
    private CharSequence title;
    private CharSequence message;

    public Builder(Context context) { this.context = context; }

    public Builder setTitle(CharSequence title) { this.title = title; return this; }
    public Builder setTitle(int titleId) { return setTitle(context.getString(titleId)); }
    public Builder setMessage(CharSequence message) { this.message = message; return this; }
    public Builder setMessage(int messageId) { return setMessage(context.getString(messageId)); }
    public Builder setIcon(int iconId) { return this; }
    public Builder setCancelable(boolean cancelable) { return this; }
    public Builder setPositiveButton(CharSequence text, DialogInterface.OnClickListener listener) { return this; }
    public Builder setPositiveButton(int textId, DialogInterface.OnClickListener listener) { return this; }
    public Builder setNegativeButton(CharSequence text, DialogInterface.OnClickListener listener) { return this; }
    public Builder setNegativeButton(int textId, DialogInterface.OnClickListener listener) { return this; }
    public Builder setNeutralButton(CharSequence text, DialogInterface.OnClickListener listener) { return this; }
    public AlertDialog create() { return new AlertDialog(context, title, message); }

    public AlertDialog show() {
      AlertDialog dialog = create();
      dialog.show();
      return dialog;
    }
  }
}
