package android.widget;

import android.content.Context;
import android.view.ViewGroup;

/** {@code android.widget.LinearLayout}. */
public class LinearLayout extends ViewGroup {
  /** A layout in {@code context}. */
  public LinearLayout(Context context) { super(context); }
}
