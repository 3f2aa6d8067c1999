package androidx.activity.result;

import android.content.Intent;

/** {@code androidx.activity.result.ActivityResult}: a result code and its intent, as {@code StartActivityForResult} answers. */
public final class ActivityResult {
  private final int resultCode;
  private final Intent data;

  public ActivityResult(int resultCode, Intent data) {
    this.resultCode = resultCode;
    this.data = data;
  }

  public int getResultCode() { return resultCode; }

  public Intent getData() { return data; }

  /** {@code RESULT_OK}, {@code RESULT_CANCELED}, or the number. */
  public static String resultCodeToString(int resultCode) {
    switch (resultCode) {
      case -1: return "RESULT_OK";
      case 0: return "RESULT_CANCELED";
      default: return String.valueOf(resultCode);
    }
  }

  @Override
  public String toString() { return "ActivityResult{resultCode=" + resultCodeToString(resultCode) + ", data=" + data + "}"; }
}
