package androidx.core.app;

import android.app.Notification;
import android.app.PendingIntent;
import android.content.Context;

/** {@code androidx.core.app.NotificationCompat}: the builder the documents' code uses. */
public final class NotificationCompat {
  public static final int PRIORITY_DEFAULT = 0;
  public static final int PRIORITY_HIGH = 1;
  public static final int PRIORITY_LOW = -1;

  private NotificationCompat() {}

  /** {@code NotificationCompat.Builder}: what the kit reports is the content and delete intents, the actions and auto-cancel. */
  public static class Builder {
    private final Notification notification = new Notification();

    public Builder(Context context, String channelId) {}

    public Builder setSmallIcon(int icon) { return this; }
    public Builder setContentTitle(CharSequence title) { return this; }
    public Builder setContentText(CharSequence text) { return this; }
    public Builder setPriority(int priority) { return this; }
    public Builder setChannelId(String channelId) { return this; }
    public Builder setContentIntent(PendingIntent intent) { notification.contentIntent = intent; return this; }
    public Builder setDeleteIntent(PendingIntent intent) { notification.deleteIntent = intent; return this; }

    /** {@code addAction(icon, title, intent)}: an action button, reported in protocol 3's {@code posted.actions}. */
    public Builder addAction(int icon, CharSequence title, PendingIntent intent) {
      notification.actions.add(new Notification.Action(icon, title, intent));
      return this;
    }

    /** {@code addAction(action)}. */
    public Builder addAction(Notification.Action action) {
      notification.actions.add(action);
      return this;
    }

    public Builder setAutoCancel(boolean autoCancel) {
      if (autoCancel) notification.flags |= Notification.FLAG_AUTO_CANCEL;
      else notification.flags &= ~Notification.FLAG_AUTO_CANCEL;
      return this;
    }

    public Notification build() {
      Notification built = new Notification();
      built.contentIntent = notification.contentIntent;
      built.deleteIntent = notification.deleteIntent;
      built.flags = notification.flags;
      built.actions = new java.util.ArrayList<>(notification.actions);
      return built;
    }
  }
}
