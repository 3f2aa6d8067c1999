package android.content;

/** {@code android.content.DialogInterface}: a dialog, as its buttons' listeners see it. */
public interface DialogInterface {
  int BUTTON_POSITIVE = -1;
  int BUTTON_NEGATIVE = -2;
  int BUTTON_NEUTRAL = -3;

  /** Closes the dialog. */
  void dismiss();

  /** Closes the dialog as cancelled. */
  void cancel();

  /** A button's listener. */
  interface OnClickListener {
    void onClick(DialogInterface dialog, int which);
  }
}
