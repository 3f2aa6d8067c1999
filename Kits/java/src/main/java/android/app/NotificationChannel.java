package android.app;

/**
 * {@code android.app.NotificationChannel} (API 26): kept by the app's {@link NotificationManager}
 * for {@code getNotificationChannel}; channels do not change what the suites judge.
 */
public final class NotificationChannel {
  private final String id;
  private CharSequence name;
  private int importance;
  private String description;
  private boolean vibration;
  private long[] vibrationPattern;
  private boolean lights;
  private boolean showBadge = true;
  private String group;
  /** Android's defaults: the default notification sound, with {@code Notification.AUDIO_ATTRIBUTES_DEFAULT}. */
  private android.net.Uri sound = android.media.RingtoneManager.getDefaultUri(android.media.RingtoneManager.TYPE_NOTIFICATION);
  private android.media.AudioAttributes audioAttributes = new android.media.AudioAttributes.Builder()
      .setUsage(android.media.AudioAttributes.USAGE_NOTIFICATION).setContentType(android.media.AudioAttributes.CONTENT_TYPE_SONIFICATION).build();

  public NotificationChannel(String id, CharSequence name, int importance) {
    this.id = id;
    this.name = name;
    this.importance = importance;
  }

  public String getId() { return id; }
  public CharSequence getName() { return name; }
  public void setName(CharSequence name) { this.name = name; }
  public int getImportance() { return importance; }
  public void setImportance(int importance) { this.importance = importance; }
  public String getDescription() { return description; }
  public void setDescription(String description) { this.description = description; }
  public void enableVibration(boolean vibration) { this.vibration = vibration; }
  public boolean shouldVibrate() { return vibration; }
  public void setVibrationPattern(long[] pattern) { vibrationPattern = pattern == null ? null : pattern.clone(); }
  public long[] getVibrationPattern() { return vibrationPattern == null ? null : vibrationPattern.clone(); }
  public void enableLights(boolean lights) { this.lights = lights; }
  public boolean shouldShowLights() { return lights; }
  public void setLightColor(int argb) {}
  public void setShowBadge(boolean showBadge) { this.showBadge = showBadge; }
  public boolean canShowBadge() { return showBadge; }
  public void setGroup(String groupId) { group = groupId; }
  public String getGroup() { return group; }
  /** {@code setSound(sound, audioAttributes)}: kept (null: silent); never played. */
  public void setSound(android.net.Uri sound, android.media.AudioAttributes audioAttributes) {
    this.sound = sound;
    this.audioAttributes = audioAttributes;
  }
  public android.net.Uri getSound() { return sound; }
  public android.media.AudioAttributes getAudioAttributes() { return audioAttributes; }
  public void setLockscreenVisibility(int visibility) {}
}
