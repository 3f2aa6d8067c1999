package android.widget;

import android.content.Context;

/** {@code android.widget.Button}. */
public class Button extends TextView {
  /** A button in {@code context}. */
  public Button(Context context) { super(context); }
}
