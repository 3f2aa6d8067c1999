package android.media;

/**
 * {@code android.media.AudioAttributes}: what a sound is for ({@code NotificationChannel.setSound(uri,
 * attributes)}); kept, never played.
 */
public final class AudioAttributes {
  public static final int CONTENT_TYPE_UNKNOWN = 0;
  public static final int CONTENT_TYPE_SPEECH = 1;
  public static final int CONTENT_TYPE_MUSIC = 2;
  public static final int CONTENT_TYPE_MOVIE = 3;
  public static final int CONTENT_TYPE_SONIFICATION = 4;
  public static final int FLAG_AUDIBILITY_ENFORCED = 0x1;
  public static final int FLAG_HW_AV_SYNC = 0x10;
  public static final int USAGE_UNKNOWN = 0;
  public static final int USAGE_MEDIA = 1;
  public static final int USAGE_VOICE_COMMUNICATION = 2;
  public static final int USAGE_VOICE_COMMUNICATION_SIGNALLING = 3;
  public static final int USAGE_ALARM = 4;
  public static final int USAGE_NOTIFICATION = 5;
  public static final int USAGE_NOTIFICATION_RINGTONE = 6;
  public static final int USAGE_NOTIFICATION_EVENT = 10;
  public static final int USAGE_ASSISTANCE_ACCESSIBILITY = 11;
  public static final int USAGE_ASSISTANCE_NAVIGATION_GUIDANCE = 12;
  public static final int USAGE_ASSISTANCE_SONIFICATION = 13;
  public static final int USAGE_GAME = 14;
  public static final int USAGE_ASSISTANT = 16;

  private final int usage;
  private final int contentType;
  private final int flags;

  private AudioAttributes(int usage, int contentType, int flags) {
    this.usage = usage;
    this.contentType = contentType;
    this.flags = flags;
  }

  public int getUsage() { return usage; }
  public int getContentType() { return contentType; }
  public int getFlags() { return flags; }

  @Override
  public boolean equals(Object o) {
    return o instanceof AudioAttributes && ((AudioAttributes) o).usage == usage && ((AudioAttributes) o).contentType == contentType
        && ((AudioAttributes) o).flags == flags;
  }

  @Override
  public int hashCode() { return (usage * 31 + contentType) * 31 + flags; }

  @Override
  public String toString() { return "AudioAttributes: usage=" + usage + " content=" + contentType + " flags=0x" + Integer.toHexString(flags); }

  /** {@code AudioAttributes.Builder}. */
  public static class Builder {
    private int usage = USAGE_UNKNOWN;
    private int contentType = CONTENT_TYPE_UNKNOWN;
    private int flags;

    public Builder() {}

    /** A builder that starts from {@code aa}. */
    public Builder(AudioAttributes aa) {
      usage = aa.usage;
      contentType = aa.contentType;
      flags = aa.flags;
    }

    public AudioAttributes build() { return new AudioAttributes(usage, contentType, flags); }
    public Builder setUsage(int usage) { this.usage = usage; return this; }
    public Builder setContentType(int contentType) { this.contentType = contentType; return this; }
    public Builder setFlags(int flags) { this.flags |= flags; return this; }
  }
}
