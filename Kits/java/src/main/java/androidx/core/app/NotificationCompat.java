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

  /** {@code NotificationCompat.Action}: a button's icon, title and PendingIntent (AndroidX's own class, not the platform's). */
  public static class Action {
    /** The icon (deprecated: {@code getIconCompat()}). */
    @Deprecated public int icon;
    public CharSequence title;
    public PendingIntent actionIntent;
    private final android.os.Bundle extras;

    public Action(int icon, CharSequence title, PendingIntent intent) { this(icon, title, intent, new android.os.Bundle()); }

    private Action(int icon, CharSequence title, PendingIntent intent, android.os.Bundle extras) {
      this.icon = icon;
      this.title = title;
      this.actionIntent = intent;
      this.extras = extras;
    }

    /** The icon's resource (deprecated: {@code getIconCompat()}). */
    @Deprecated
    public int getIcon() { return icon; }

    public CharSequence getTitle() { return title; }

    public PendingIntent getActionIntent() { return actionIntent; }

    /** The action's extras. */
    public android.os.Bundle getExtras() { return extras; }

    /** The platform's action, as {@code NotificationCompat.Builder.build()} posts it. */
    @SuppressWarnings("deprecation")
    Notification.Action platform() { return new Notification.Action(icon, title, actionIntent); }

    /** {@code NotificationCompat.Action.Builder}. */
    public static final class Builder {
      private final int icon;
      private final CharSequence title;
      private final PendingIntent intent;
      private final android.os.Bundle extras = new android.os.Bundle();

      public Builder(int icon, CharSequence title, PendingIntent intent) {
        this.icon = icon;
        this.title = title;
        this.intent = intent;
      }

      /** A builder that starts from {@code action}. */
      @SuppressWarnings("deprecation")
      public Builder(Action action) {
        this(action.icon, action.title, action.actionIntent);
        extras.putAll(action.extras);
      }

      /** {@code addExtras(extras)}. */
      public Builder addExtras(android.os.Bundle extras) { this.extras.putAll(extras); return this; }

      /** {@code getExtras()}. */
      public android.os.Bundle getExtras() { return extras; }

      public Action build() { return new Action(icon, title, intent, new android.os.Bundle(extras)); }
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
      return addAction(new Action(icon, title, intent));
    }

    /** {@code addAction(action)}: an action button (null: none). */
    public Builder addAction(Action action) {
      if (action != null) builder.addAction(action.platform());
      return this;
    }

    /** {@code setCustomContentView(contentView)}: the notification's {@code contentView}. */
    public Builder setCustomContentView(android.widget.RemoteViews contentView) { builder.setCustomContentView(contentView); return this; }

    /** {@code setContent(views)}: {@link #setCustomContentView}. */
    public Builder setContent(android.widget.RemoteViews views) { return setCustomContentView(views); }

    /** {@code setCustomBigContentView(contentView)}: the notification's {@code bigContentView}. */
    public Builder setCustomBigContentView(android.widget.RemoteViews contentView) { builder.setCustomBigContentView(contentView); return this; }

    /** {@code setCustomHeadsUpContentView(contentView)}: the notification's {@code headsUpContentView}. */
    public Builder setCustomHeadsUpContentView(android.widget.RemoteViews contentView) { builder.setCustomHeadsUpContentView(contentView); return this; }

    public Builder setAutoCancel(boolean autoCancel) { builder.setAutoCancel(autoCancel); return this; }

    public Notification build() { return builder.build(); }
  }
}
