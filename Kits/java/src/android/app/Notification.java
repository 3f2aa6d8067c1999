package android.app;

import java.util.ArrayList;
import java.util.List;

/** {@code android.app.Notification}: what {@link NotificationManager#notify} posts. */
public class Notification {
  public static final int FLAG_AUTO_CANCEL = 0x10;

  public PendingIntent contentIntent;
  public PendingIntent deleteIntent;
  public int flags;
  /** The action buttons, in order. */
  public List<Action> actions = new ArrayList<>();

  /** {@code Notification.Action}: an action button's title and PendingIntent. */
  public static class Action {
    public final CharSequence title;
    public final PendingIntent actionIntent;

    public Action(int icon, CharSequence title, PendingIntent intent) {
      this.title = title;
      this.actionIntent = intent;
    }
  }
}
