package androidx.appcompat.widget;

import android.content.Context;
import android.widget.ImageView;

/** {@code androidx.appcompat.widget.AppCompatImageView}: a {@code ImageView}. */
public class AppCompatImageView extends ImageView {
  /** A view in {@code context}. */
  public AppCompatImageView(Context context) { super(context); }
}
