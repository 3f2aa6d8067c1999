package android.widget;

import android.content.Context;
import android.text.Editable;

/**
 * {@code android.widget.EditText}: a text field; its text is an {@link Editable} the app can change
 * in place (a later {@code setText} replaces it, as on Android).
 */
public class EditText extends TextView {
  /** A text field in {@code context}. */
  public EditText(Context context) { super(context); }

  @Override
  public Editable getText() {
    CharSequence text = super.getText();
    if (text instanceof Editable) return (Editable) text;
    Editable editable = new EditableText(text);
    setText(editable);
    return editable;
  }
}
