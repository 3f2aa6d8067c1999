package android.app;

import android.content.Context;
import android.content.Intent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code android.app.PendingIntent}: a request code, flags and an intent. The kit reports
 * them as they are built; the harness keeps PendingIntents as Android does (one token per
 * kind, request code and intent identity), so a shared request code fails as on a device.
 */
public final class PendingIntent {
  public static final int FLAG_ONE_SHOT = 0x40000000;
  public static final int FLAG_NO_CREATE = 0x20000000;
  public static final int FLAG_CANCEL_CURRENT = 0x10000000;
  public static final int FLAG_UPDATE_CURRENT = 0x08000000;
  public static final int FLAG_IMMUTABLE = 0x04000000;
  public static final int FLAG_MUTABLE = 0x02000000;

  private static final Object[][] FLAG_NAMES = {
    {FLAG_ONE_SHOT, "FLAG_ONE_SHOT"}, {FLAG_NO_CREATE, "FLAG_NO_CREATE"}, {FLAG_CANCEL_CURRENT, "FLAG_CANCEL_CURRENT"},
    {FLAG_UPDATE_CURRENT, "FLAG_UPDATE_CURRENT"}, {FLAG_IMMUTABLE, "FLAG_IMMUTABLE"}, {FLAG_MUTABLE, "FLAG_MUTABLE"},
  };

  private final int requestCode;
  private final Intent intent;
  private final int flags;

  private PendingIntent(int requestCode, Intent intent, int flags) {
    this.requestCode = requestCode;
    this.intent = new Intent(intent);
    this.flags = flags;
  }

  /** {@code PendingIntent.getActivity}: starts an activity. */
  public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags) {
    return new PendingIntent(requestCode, intent, flags);
  }

  /** {@code PendingIntent.getBroadcast}: sends a broadcast to a receiver. */
  public static PendingIntent getBroadcast(Context context, int requestCode, Intent intent, int flags) {
    return new PendingIntent(requestCode, intent, flags);
  }

  /** The PendingIntent as protocol 2 reports it. */
  public Map<String, Object> toMap() {
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("requestCode", requestCode);
    List<String> names = new ArrayList<>();
    for (Object[] flag : FLAG_NAMES) if ((flags & (Integer) flag[0]) != 0) names.add((String) flag[1]);
    value.put("flags", names);
    value.put("intent", intent.toMap());
    return value;
  }
}
