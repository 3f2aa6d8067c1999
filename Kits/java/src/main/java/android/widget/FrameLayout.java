package android.widget;

import android.content.Context;
import android.view.ViewGroup;

/** {@code android.widget.FrameLayout}. */
public class FrameLayout extends ViewGroup {
  /** A layout in {@code context}. */
  public FrameLayout(Context context) { super(context); }
}
