package android.text;

/** {@code android.text.Editable}: a text field's text ({@code toString()} is the text). */
public class Editable implements CharSequence {
  private final String text;

  /** The kit's: the text {@code text}. */
  public Editable(CharSequence text) { this.text = text == null ? "" : text.toString(); }

  @Override public int length() { return text.length(); }
  @Override public char charAt(int index) { return text.charAt(index); }
  @Override public CharSequence subSequence(int start, int end) { return text.subSequence(start, end); }
  @Override public String toString() { return text; }
}
