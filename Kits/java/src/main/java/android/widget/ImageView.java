package android.widget;

import android.content.Context;
import android.view.View;

/** {@code android.widget.ImageView}: shows nothing here. */
public class ImageView extends View {
  /** An image view in {@code context}. */
  public ImageView(Context context) { super(context); }

  public void setImageResource(int resId) {}
}
