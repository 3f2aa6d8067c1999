package android.app;

import android.content.Context;
import android.content.Intent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.trackcheck.kit.internal.SharedSecrets;

/**
 * {@code android.app.PendingIntent}: a kind, a request code, flags and an intent (for
 * {@link #getActivities} the intents, the last on top), copied when it is made. The kit
 * reports them as they are built; the harness keeps PendingIntents as Android does (one token
 * per kind, request code and intent identity), so a shared request code fails as on a device.
 */
public final class PendingIntent {
  public static final int FLAG_ONE_SHOT = 0x40000000;
  public static final int FLAG_NO_CREATE = 0x20000000;
  public static final int FLAG_CANCEL_CURRENT = 0x10000000;
  public static final int FLAG_UPDATE_CURRENT = 0x08000000;
  public static final int FLAG_IMMUTABLE = 0x04000000;
  public static final int FLAG_MUTABLE = 0x02000000;

  /** The flags in the order every kit reports them. */
  private static final Object[][] FLAG_NAMES = {
    {FLAG_UPDATE_CURRENT, "FLAG_UPDATE_CURRENT"}, {FLAG_CANCEL_CURRENT, "FLAG_CANCEL_CURRENT"}, {FLAG_ONE_SHOT, "FLAG_ONE_SHOT"},
    {FLAG_IMMUTABLE, "FLAG_IMMUTABLE"}, {FLAG_MUTABLE, "FLAG_MUTABLE"}, {FLAG_NO_CREATE, "FLAG_NO_CREATE"},
  };

  private final String kind;
  private final int requestCode;
  private final List<Intent> intents = new ArrayList<>();
  private final int flags;

  private PendingIntent(String kind, int requestCode, Intent[] intents, int flags) {
    this.kind = kind;
    this.requestCode = requestCode;
    for (Intent intent : intents) this.intents.add(new Intent(intent));
    this.flags = flags;
  }

  /** {@code PendingIntent.getActivity}: starts an activity. */
  public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags) {
    return new PendingIntent("activity", requestCode, new Intent[] {intent}, flags);
  }

  /** {@code PendingIntent.getActivity(context, requestCode, intent, flags, options)}: the options are not modelled. */
  public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags, android.os.Bundle options) {
    return getActivity(context, requestCode, intent, flags);
  }

  /** {@code PendingIntent.getActivities} (what {@code TaskStackBuilder} makes): a back stack, the last intent on top. */
  public static PendingIntent getActivities(Context context, int requestCode, Intent[] intents, int flags) {
    return new PendingIntent("activities", requestCode, intents, flags);
  }

  /** {@code PendingIntent.getActivities(context, requestCode, intents, flags, options)}: the options are not modelled. */
  public static PendingIntent getActivities(Context context, int requestCode, Intent[] intents, int flags, android.os.Bundle options) {
    return getActivities(context, requestCode, intents, flags);
  }

  /** {@code PendingIntent.getBroadcast}: sends a broadcast to a receiver. */
  public static PendingIntent getBroadcast(Context context, int requestCode, Intent intent, int flags) {
    return new PendingIntent("broadcast", requestCode, new Intent[] {intent}, flags);
  }

  /** {@code PendingIntent.getService}: starts a service. */
  public static PendingIntent getService(Context context, int requestCode, Intent intent, int flags) {
    return new PendingIntent("service", requestCode, new Intent[] {intent}, flags);
  }

  /** {@code PendingIntent.getForegroundService}: starts a foreground service. */
  public static PendingIntent getForegroundService(Context context, int requestCode, Intent intent, int flags) {
    return new PendingIntent("foregroundService", requestCode, new Intent[] {intent}, flags);
  }

  /** The intent it sends (for {@code getActivities}, the one on top): the kit's, for {@link NotificationManager}. */
  Intent intent() { return intents.isEmpty() ? null : intents.get(intents.size() - 1); }

  /** The PendingIntent as {@code protocol} reports it: version 3 adds {@code kind}, and {@code intents} for getActivities. */
  Map<String, Object> toMap(int protocol) {
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("requestCode", requestCode);
    List<String> names = new ArrayList<>();
    for (Object[] flag : FLAG_NAMES) if ((flags & (Integer) flag[0]) != 0) names.add((String) flag[1]);
    value.put("flags", names);
    if (protocol >= 3) {
      value.put("kind", kind);
      if (kind.equals("activities")) {
        List<Object> all = new ArrayList<>();
        for (Intent intent : intents) all.add(SharedSecrets.intents().toMap(intent));
        value.put("intents", all);
        return value;
      }
    }
    if (intent() != null) value.put("intent", SharedSecrets.intents().toMap(intent()));
    return value;
  }
}
