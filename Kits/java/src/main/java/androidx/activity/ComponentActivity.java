package androidx.activity;

import android.app.Activity;
import android.os.Handler;
import android.os.Looper;
import androidx.activity.result.ActivityResultCallback;
import androidx.activity.result.ActivityResultLauncher;
import androidx.activity.result.contract.ActivityResultContract;
import androidx.core.app.ActivityOptionsCompat;

/** {@code androidx.activity.ComponentActivity}: an {@link Activity} with activity-result requests. */
public class ComponentActivity extends Activity {
  /**
   * {@code registerForActivityResult(contract, callback)}: {@code launch} answers on the main
   * thread with the contract's immediate result (a permission: the case's device settings); a
   * contract that needs another app to answer gets no answer, and its intent is started.
   */
  public final <I, O> ActivityResultLauncher<I> registerForActivityResult(ActivityResultContract<I, O> contract, ActivityResultCallback<O> callback) {
    return new ActivityResultLauncher<I>() {
      @Override
      public void launch(I input, ActivityOptionsCompat options) {
        ActivityResultContract.SynchronousResult<O> result = contract.getSynchronousResult(ComponentActivity.this, input);
        if (result != null) new Handler(Looper.getMainLooper()).post(() -> callback.onActivityResult(result.getValue()));
        else if (options == null) startActivity(contract.createIntent(ComponentActivity.this, input));
        else startActivity(contract.createIntent(ComponentActivity.this, input), options.toBundle());
      }

      @Override
      public void unregister() {}
    };
  }
}
