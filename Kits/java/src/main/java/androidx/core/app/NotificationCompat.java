package androidx.core.app;

import android.app.Notification;
import android.app.PendingIntent;
import android.content.Context;

/** {@code androidx.core.app.NotificationCompat}: the builder the documents' code uses. */
public final class NotificationCompat {
  public static final int PRIORITY_MIN = -2;
  public static final int PRIORITY_LOW = -1;
  public static final int PRIORITY_DEFAULT = 0;
  public static final int PRIORITY_HIGH = 1;
  public static final int PRIORITY_MAX = 2;
  public static final int DEFAULT_ALL = -1;
  public static final int VISIBILITY_PUBLIC = 1;
  public static final int VISIBILITY_PRIVATE = 0;
  public static final String CATEGORY_MESSAGE = "msg";
  public static final String CATEGORY_PROMO = "promo";

  private NotificationCompat() {}

  /** {@code NotificationCompat.Action}: a button's icon, title and PendingIntent. */
  public static class Action extends Notification.Action {
    public Action(int icon, CharSequence title, PendingIntent intent) { super(icon, title, intent); }

    /** {@code NotificationCompat.Action.Builder}. */
    public static final class Builder {
      private final int icon;
      private final CharSequence title;
      private final PendingIntent intent;

      public Builder(int icon, CharSequence title, PendingIntent intent) {
        this.icon = icon;
        this.title = title;
        this.intent = intent;
      }

      public Action build() { return new Action(icon, title, intent); }
    }
  }

  /** {@code NotificationCompat.Style}: how the notification looks; not reported. */
  public abstract static class Style {}

  /** {@code NotificationCompat.BigTextStyle}. */
  public static class BigTextStyle extends Style {
    public BigTextStyle bigText(CharSequence text) { return this; }
    public BigTextStyle setBigContentTitle(CharSequence title) { return this; }
    public BigTextStyle setSummaryText(CharSequence text) { return this; }
  }

  /** {@code NotificationCompat.BigPictureStyle}. */
  public static class BigPictureStyle extends Style {
    public BigPictureStyle bigPicture(android.graphics.Bitmap picture) { return this; }
    public BigPictureStyle bigLargeIcon(android.graphics.Bitmap icon) { return this; }
    public BigPictureStyle setBigContentTitle(CharSequence title) { return this; }
    public BigPictureStyle setSummaryText(CharSequence text) { return this; }
  }

  /** {@code NotificationCompat.Builder}: what the kit reports is the content and delete intents, the actions and auto-cancel. */
  public static class Builder {
    private final Notification.Builder builder;

    public Builder(Context context, String channelId) { builder = new Notification.Builder(context, channelId); }

    /** A builder without a channel (deprecated: Android 8 and later need one). */
    @Deprecated
    public Builder(Context context) { this(context, null); }

    public Builder setSmallIcon(int icon) { builder.setSmallIcon(icon); return this; }
    public Builder setContentTitle(CharSequence title) { builder.setContentTitle(title); return this; }
    public Builder setContentText(CharSequence text) { builder.setContentText(text); return this; }
    public Builder setSubText(CharSequence text) { return this; }
    public Builder setTicker(CharSequence tickerText) { builder.setTicker(tickerText); return this; }
    public Builder setPriority(int priority) { return this; }
    public Builder setChannelId(String channelId) { return this; }
    public Builder setDefaults(int defaults) { return this; }
    public Builder setColor(int argb) { return this; }
    public Builder setNumber(int number) { return this; }
    public Builder setWhen(long when) { return this; }
    public Builder setShowWhen(boolean show) { return this; }
    public Builder setOnlyAlertOnce(boolean onlyAlertOnce) { return this; }
    public Builder setCategory(String category) { return this; }
    public Builder setGroup(String groupKey) { return this; }
    public Builder setGroupSummary(boolean summary) { return this; }
    public Builder setVisibility(int visibility) { return this; }
    public Builder setVibrate(long[] pattern) { return this; }
    public Builder setLights(int argb, int onMs, int offMs) { return this; }
    public Builder setSound(android.net.Uri sound) { return this; }
    public Builder setStyle(Style style) { return this; }
    public Builder setLargeIcon(android.graphics.Bitmap icon) { return this; }
    public Builder setOngoing(boolean ongoing) { builder.setOngoing(ongoing); return this; }
    public Builder setExtras(android.os.Bundle extras) { builder.setExtras(extras); return this; }
    public Builder setContentIntent(PendingIntent intent) { builder.setContentIntent(intent); return this; }
    public Builder setDeleteIntent(PendingIntent intent) { builder.setDeleteIntent(intent); return this; }

    /** {@code addAction(icon, title, intent)}: an action button, reported in protocol 3's {@code posted.actions}. */
    public Builder addAction(int icon, CharSequence title, PendingIntent intent) {
      builder.addAction(new Notification.Action(icon, title, intent));
      return this;
    }

    /** {@code addAction(action)}. */
    public Builder addAction(Notification.Action action) {
      builder.addAction(action);
      return this;
    }

    public Builder setAutoCancel(boolean autoCancel) { builder.setAutoCancel(autoCancel); return this; }

    public Notification build() { return builder.build(); }
  }
}
