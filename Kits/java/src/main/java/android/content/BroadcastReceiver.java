package android.content;

/** {@code android.content.BroadcastReceiver}: a new instance handles each broadcast. */
public abstract class BroadcastReceiver {
  public abstract void onReceive(Context context, Intent intent);
}
