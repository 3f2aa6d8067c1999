package android.app;

import android.content.Context;
import android.content.DialogInterface;

/**
 * {@code android.app.Dialog}: a dialog without a window. {@link #show()} marks it showing,
 * {@link #dismiss()}, {@link #cancel()} and {@link #hide()} mark it hidden; nothing is drawn and
 * no one presses its buttons (AppCompat's {@code AlertDialog} writes a line on standard error).
 */
public class Dialog implements DialogInterface {
  private final Context context;
  private boolean showing;

  public Dialog(Context context) { this(context, 0); }

  public Dialog(Context context, int themeResId) { this.context = context; }

  /** The context it was made with. */
  public final Context getContext() { return context; }

  public void show() { showing = true; }

  public boolean isShowing() { return showing; }

  public void hide() { showing = false; }

  @Override public void dismiss() { showing = false; }

  /** {@code cancel()}: dismisses it, as Android does. */
  @Override public void cancel() { dismiss(); }

  /** Accepted: no one presses back or touches outside the dialog here. */
  public void setCancelable(boolean flag) {}

  public void setCanceledOnTouchOutside(boolean cancel) {}

  /** {@code setTitle(title)}: there is no window to show it in (AppCompat's {@code AlertDialog} keeps it). */
  public void setTitle(CharSequence title) {}

  /** {@code setTitle(titleId)}: {@link #setTitle(CharSequence)} with the string resource. */
  public void setTitle(int titleId) { setTitle(context.getText(titleId)); }
}
