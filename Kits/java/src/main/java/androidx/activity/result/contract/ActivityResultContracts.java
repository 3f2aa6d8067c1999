package androidx.activity.result.contract;

import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;
import androidx.activity.result.ActivityResult;

/** {@code androidx.activity.result.contract.ActivityResultContracts}: the standard requests. */
public final class ActivityResultContracts {
  private ActivityResultContracts() {}

  /**
   * {@code RequestPermission}: the user's answer is the device's state in the case
   * ({@code POST_NOTIFICATIONS}: {@code device.notificationsAllowed}), given at once.
   */
  public static final class RequestPermission extends ActivityResultContract<String, Boolean> {
    @Override
    public Intent createIntent(Context context, String input) {
      return new Intent("androidx.activity.result.contract.action.REQUEST_PERMISSIONS");
    }

    @Override
    public Boolean parseResult(int resultCode, Intent intent) { return resultCode == -1; }

    @Override
    public SynchronousResult<Boolean> getSynchronousResult(Context context, String input) {
      return new SynchronousResult<>(context.checkSelfPermission(input) == PackageManager.PERMISSION_GRANTED);
    }
  }

  /**
   * {@code StartActivityForResult}: the activity is started (reported), no result comes back (the
   * kit runs no other activity to answer); {@code parseResult} makes the {@link ActivityResult}
   * AndroidX would give the callback.
   */
  public static final class StartActivityForResult extends ActivityResultContract<Intent, ActivityResult> {
    @Override
    public Intent createIntent(Context context, Intent input) { return input; }

    @Override
    public ActivityResult parseResult(int resultCode, Intent intent) { return new ActivityResult(resultCode, intent); }
  }
}
