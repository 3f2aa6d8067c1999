package android.widget;

import android.content.Context;

/** {@code android.widget.Toast}: shown on standard error, which trackcheck keeps per case. */
public class Toast {
  public static final int LENGTH_SHORT = 0;
  public static final int LENGTH_LONG = 1;

  private final CharSequence text;

  private Toast(CharSequence text) { this.text = text; }

  /** {@code Toast.makeText(context, text, duration)}. */
  public static Toast makeText(Context context, CharSequence text, int duration) { return new Toast(text); }

  /** {@code Toast.makeText(context, resId, duration)}. */
  public static Toast makeText(Context context, int resId, int duration) { return new Toast(context.getString(resId)); }

  /** Shows it: a line on standard error. */
  public void show() { System.err.println("Toast: " + text); }
}
