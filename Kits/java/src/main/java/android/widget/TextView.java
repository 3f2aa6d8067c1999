package android.widget;

import android.content.Context;
import android.view.View;

/** {@code android.widget.TextView}: keeps its text. */
public class TextView extends View {
  private CharSequence text = "";
  private CharSequence hint;

  /** A text view in {@code context}. */
  public TextView(Context context) { super(context); }

  public CharSequence getText() { return text; }
  public void setText(CharSequence text) { this.text = text == null ? "" : text; }
  /** {@code setText(resId)}: the string resource. */
  public void setText(int resId) { setText(getContext().getString(resId)); }
  public CharSequence getHint() { return hint; }
  public void setHint(CharSequence hint) { this.hint = hint; }
}
