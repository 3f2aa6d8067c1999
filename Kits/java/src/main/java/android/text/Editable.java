package android.text;

/**
 * {@code android.text.Editable}: text that can be changed, as a text field holds it
 * ({@code EditText.getText()}); {@code toString()} is the text. An interface, as on Android.
 */
public interface Editable extends CharSequence, Appendable {
  @Override Editable append(CharSequence text);
  @Override Editable append(CharSequence text, int start, int end);
  @Override Editable append(char text);

  /** Replaces {@code st}…{@code en} with {@code source}'s {@code start}…{@code end}. */
  Editable replace(int st, int en, CharSequence source, int start, int end);

  /** Replaces {@code st}…{@code en} with {@code text}. */
  Editable replace(int st, int en, CharSequence text);

  /** Inserts {@code source}'s {@code start}…{@code end} at {@code where}. */
  Editable insert(int where, CharSequence text, int start, int end);

  /** Inserts {@code text} at {@code where}. */
  Editable insert(int where, CharSequence text);

  /** Deletes {@code st}…{@code en}. */
  Editable delete(int st, int en);

  /** Deletes all the text. */
  void clear();
}
