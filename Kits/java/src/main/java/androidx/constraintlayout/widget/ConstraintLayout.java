package androidx.constraintlayout.widget;

import android.content.Context;
import android.view.ViewGroup;

/** {@code androidx.constraintlayout.widget.ConstraintLayout}: a view group. */
public class ConstraintLayout extends ViewGroup {
  /** A layout in {@code context}. */
  public ConstraintLayout(Context context) { super(context); }
}
