package android.widget;

import android.text.Editable;

/** The {@link Editable} an {@link EditText} holds (Android's is a {@code SpannableStringBuilder}); spans are not modelled. */
final class EditableText implements Editable {
  private final StringBuilder text;

  EditableText(CharSequence text) { this.text = new StringBuilder(text == null ? "" : text); }

  @Override public Editable append(CharSequence source) { text.append(source); return this; }
  @Override public Editable append(CharSequence source, int start, int end) { text.append(source == null ? "null" : source, start, end); return this; }
  @Override public Editable append(char c) { text.append(c); return this; }

  @Override
  public Editable replace(int st, int en, CharSequence source, int start, int end) {
    text.replace(st, en, source.subSequence(start, end).toString());
    return this;
  }

  @Override public Editable replace(int st, int en, CharSequence source) { return replace(st, en, source, 0, source.length()); }
  @Override public Editable insert(int where, CharSequence source, int start, int end) { return replace(where, where, source, start, end); }
  @Override public Editable insert(int where, CharSequence source) { return replace(where, where, source, 0, source.length()); }
  @Override public Editable delete(int st, int en) { text.delete(st, en); return this; }
  @Override public void clear() { text.setLength(0); }
  @Override public int length() { return text.length(); }
  @Override public char charAt(int index) { return text.charAt(index); }
  @Override public CharSequence subSequence(int start, int end) { return text.subSequence(start, end); }
  @Override public String toString() { return text.toString(); }
}
