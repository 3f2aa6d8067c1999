package androidx.appcompat.widget;

import android.content.Context;
import android.widget.EditText;

/** {@code androidx.appcompat.widget.AppCompatEditText}: a {@code EditText}. */
public class AppCompatEditText extends EditText {
  /** A view in {@code context}. */
  public AppCompatEditText(Context context) { super(context); }
}
