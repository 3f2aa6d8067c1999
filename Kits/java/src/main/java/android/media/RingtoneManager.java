package android.media;

import android.net.Uri;

/** {@code android.media.RingtoneManager}: the default sounds' URIs. */
public class RingtoneManager {
  public static final int TYPE_RINGTONE = 1;
  public static final int TYPE_NOTIFICATION = 2;
  public static final int TYPE_ALARM = 4;

  /** {@code getDefaultUri(type)}: the settings URI of the default sound of {@code type}. */
  public static Uri getDefaultUri(int type) {
    String name = type == TYPE_RINGTONE ? "ringtone" : type == TYPE_ALARM ? "alarm_alert" : "notification_sound";
    return Uri.parse("content://settings/system/" + name);
  }
}
