package android.media;

import android.net.Uri;

/** {@code android.media.RingtoneManager}: the default sounds' URIs. */
public class RingtoneManager {
  public static final int TYPE_RINGTONE = 1;
  public static final int TYPE_NOTIFICATION = 2;
  public static final int TYPE_ALARM = 4;
  /** {@code TYPE_RINGTONE | TYPE_NOTIFICATION | TYPE_ALARM}. */
  public static final int TYPE_ALL = 7;

  private int type = TYPE_RINGTONE;

  /** A manager of the sounds an activity's picker lists. */
  public RingtoneManager(android.app.Activity activity) {}

  /** A manager of the sounds {@code context}'s app lists. */
  public RingtoneManager(android.content.Context context) {}

  /** {@code setType(type)}: the sounds it lists ({@code TYPE_*}). */
  public void setType(int type) { this.type = type; }

  /** {@code inferStreamType()}: the audio stream of the type it lists ({@code AudioManager.STREAM_RING}, {@code STREAM_NOTIFICATION}, {@code STREAM_ALARM}). */
  public int inferStreamType() { return type == TYPE_ALARM ? 4 : type == TYPE_NOTIFICATION ? 5 : 2; }

  /** {@code getDefaultUri(type)}: the settings URI of the default sound of {@code type}. */
  public static Uri getDefaultUri(int type) {
    String name = type == TYPE_RINGTONE ? "ringtone" : type == TYPE_ALARM ? "alarm_alert" : "notification_sound";
    return Uri.parse("content://settings/system/" + name);
  }
}
