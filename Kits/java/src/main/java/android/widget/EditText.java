package android.widget;

import android.content.Context;
import android.text.Editable;

/** {@code android.widget.EditText}: a text field; its text is {@link Editable}. */
public class EditText extends TextView {
  /** A text field in {@code context}. */
  public EditText(Context context) { super(context); }

  @Override
  public Editable getText() { return new Editable(super.getText()); }
}
