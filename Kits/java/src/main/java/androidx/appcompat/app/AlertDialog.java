package androidx.appcompat.app;

import android.content.Context;
import android.content.DialogInterface;

/** {@code androidx.appcompat.app.AlertDialog}: shown on standard error; no one presses its buttons. */
public class AlertDialog implements DialogInterface {
  private final CharSequence title;
  private final CharSequence message;
  private boolean showing;

  AlertDialog(CharSequence title, CharSequence message) {
    this.title = title;
    this.message = message;
  }

  /** Shows it: a line on standard error. */
  public void show() {
    showing = true;
    System.err.println("AlertDialog: " + title + ": " + message);
  }

  public boolean isShowing() { return showing; }
  @Override public void dismiss() { showing = false; }
  @Override public void cancel() { showing = false; }

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
    public AlertDialog create() { return new AlertDialog(title, message); }

    public AlertDialog show() {
      AlertDialog dialog = create();
      dialog.show();
      return dialog;
    }
  }
}
