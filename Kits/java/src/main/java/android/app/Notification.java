package android.app;

import android.content.Context;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code android.app.Notification}: what {@link NotificationManager#notify} posts. The kit reports
 * its content and delete intents, actions and auto-cancel; what it shows (titles, icons, sounds)
 * is kept for the app's code and not reported.
 */
public class Notification {
  public static final int FLAG_AUTO_CANCEL = 0x10;
  public static final int FLAG_ONGOING_EVENT = 0x02;
  public static final int DEFAULT_ALL = -1;
  public static final int DEFAULT_SOUND = 1;
  public static final int DEFAULT_VIBRATE = 2;
  public static final int VISIBILITY_PUBLIC = 1;
  public static final int VISIBILITY_PRIVATE = 0;
  /** The priorities before notification channels (deprecated since API 26, as on Android). */
  @Deprecated public static final int PRIORITY_MIN = -2;
  @Deprecated public static final int PRIORITY_LOW = -1;
  @Deprecated public static final int PRIORITY_DEFAULT = 0;
  @Deprecated public static final int PRIORITY_HIGH = 1;
  @Deprecated public static final int PRIORITY_MAX = 2;

  public PendingIntent contentIntent;
  public PendingIntent deleteIntent;
  public int flags;
  /** The action buttons, in order; null when it has none (as {@code Builder.build()} leaves it). */
  public Action[] actions;
  /** A custom layout ({@code Builder.setCustomContentView}, {@code setContent}), or null; not reported. */
  @Deprecated public android.widget.RemoteViews contentView;
  /** A custom expanded layout ({@code Builder.setCustomBigContentView}), or null; not reported. */
  @Deprecated public android.widget.RemoteViews bigContentView;
  /** A custom heads-up layout ({@code Builder.setCustomHeadsUpContentView}), or null; not reported. */
  @Deprecated public android.widget.RemoteViews headsUpContentView;
  /** What it shows (not reported). */
  public CharSequence tickerText;
  public android.os.Bundle extras = new android.os.Bundle();

  /** {@code Notification.Action}: an action button's title and PendingIntent. */
  public static class Action {
    public final CharSequence title;
    public final PendingIntent actionIntent;
    public int icon;

    public Action(int icon, CharSequence title, PendingIntent intent) {
      this.icon = icon;
      this.title = title;
      this.actionIntent = intent;
    }

    /** {@code Notification.Action.Builder}. */
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

  /** {@code Notification.Builder} (the platform's; {@code NotificationCompat.Builder} is AndroidX's). */
  public static class Builder {
    private final Notification notification = new Notification();
    private final List<Action> actions = new ArrayList<>();

    /** A builder for channel {@code channelId} (API 26). */
    public Builder(Context context, String channelId) {}

    /** A builder without a channel (before API 26). */
    @Deprecated
    public Builder(Context context) {}

    public Builder setSmallIcon(int icon) { return this; }
    public Builder setContentTitle(CharSequence title) { notification.extras.putCharSequence("android.title", title); return this; }
    public Builder setContentText(CharSequence text) { notification.extras.putCharSequence("android.text", text); return this; }
    public Builder setSubText(CharSequence text) { return this; }
    public Builder setTicker(CharSequence tickerText) { notification.tickerText = tickerText; return this; }
    public Builder setChannelId(String channelId) { return this; }
    public Builder setPriority(int priority) { return this; }
    public Builder setDefaults(int defaults) { return this; }
    public Builder setColor(int argb) { return this; }
    public Builder setNumber(int number) { return this; }
    public Builder setWhen(long when) { return this; }
    public Builder setShowWhen(boolean show) { return this; }
    public Builder setOnlyAlertOnce(boolean onlyAlertOnce) { return this; }
    public Builder setCategory(String category) { return this; }
    public Builder setGroup(String groupKey) { return this; }
    public Builder setVisibility(int visibility) { return this; }
    public Builder setVibrate(long[] pattern) { return this; }
    public Builder setSound(android.net.Uri sound) { return this; }
    public Builder setExtras(android.os.Bundle extras) { notification.extras = new android.os.Bundle(extras); return this; }
    public Builder setContentIntent(PendingIntent intent) { notification.contentIntent = intent; return this; }
    public Builder setDeleteIntent(PendingIntent intent) { notification.deleteIntent = intent; return this; }

    public Builder setOngoing(boolean ongoing) {
      if (ongoing) notification.flags |= FLAG_ONGOING_EVENT;
      else notification.flags &= ~FLAG_ONGOING_EVENT;
      return this;
    }

    public Builder setAutoCancel(boolean autoCancel) {
      if (autoCancel) notification.flags |= FLAG_AUTO_CANCEL;
      else notification.flags &= ~FLAG_AUTO_CANCEL;
      return this;
    }

    /** {@code addAction(action)}: a button, reported in protocol 3's {@code posted.actions}. */
    public Builder addAction(Action action) { if (action != null) actions.add(action); return this; }

    /** {@code setCustomContentView(contentView)}: the notification's {@link Notification#contentView}. */
    public Builder setCustomContentView(android.widget.RemoteViews contentView) { notification.contentView = contentView; return this; }

    /** {@code setContent(views)} (deprecated in API 24): {@link #setCustomContentView}. */
    @Deprecated
    public Builder setContent(android.widget.RemoteViews views) { return setCustomContentView(views); }

    /** {@code setCustomBigContentView(contentView)}: the notification's {@link Notification#bigContentView}. */
    public Builder setCustomBigContentView(android.widget.RemoteViews contentView) { notification.bigContentView = contentView; return this; }

    /** {@code setCustomHeadsUpContentView(contentView)}: the notification's {@link Notification#headsUpContentView}. */
    public Builder setCustomHeadsUpContentView(android.widget.RemoteViews contentView) { notification.headsUpContentView = contentView; return this; }

    /** {@code addAction(icon, title, intent)}. */
    @Deprecated
    public Builder addAction(int icon, CharSequence title, PendingIntent intent) { return addAction(new Action(icon, title, intent)); }

    /** The notification; its {@link Notification#actions} the buttons added, or null when none was. */
    public Notification build() {
      Notification built = notification.copy();
      built.actions = actions.isEmpty() ? null : actions.toArray(new Action[0]);
      return built;
    }
  }

  /** A copy: what {@code notify} keeps is what was posted. */
  Notification copy() {
    Notification built = new Notification();
    built.contentIntent = contentIntent;
    built.deleteIntent = deleteIntent;
    built.flags = flags;
    built.actions = actions == null ? null : actions.clone();
    built.contentView = contentView;
    built.bigContentView = bigContentView;
    built.headsUpContentView = headsUpContentView;
    built.tickerText = tickerText;
    built.extras = new android.os.Bundle(extras);
    return built;
  }
}
