package androidx.appcompat.widget;

import android.content.Context;
import android.widget.Button;

/** {@code androidx.appcompat.widget.AppCompatButton}: a {@code Button}. */
public class AppCompatButton extends Button {
  /** A view in {@code context}. */
  public AppCompatButton(Context context) { super(context); }
}
