package androidx.appcompat.widget;

import android.content.Context;
import android.widget.TextView;

/** {@code androidx.appcompat.widget.AppCompatTextView}: a {@code TextView}. */
public class AppCompatTextView extends TextView {
  /** A view in {@code context}. */
  public AppCompatTextView(Context context) { super(context); }
}
