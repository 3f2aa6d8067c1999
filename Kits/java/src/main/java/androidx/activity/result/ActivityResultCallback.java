package androidx.activity.result;

/** {@code androidx.activity.result.ActivityResultCallback}: gets an activity result. */
public interface ActivityResultCallback<O> {
  void onActivityResult(O result);
}
