package android.app;

import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import dev.trackcheck.kit.internal.BackStack;

/**
 * {@code android.app.TaskStackBuilder}: a back stack of activities for a notification to open,
 * built as Android builds it — the manifest's {@code android:parentActivityName}s
 * ({@code new ActivityInfo().parentActivity(…)}) below the intents added, the root intent with
 * {@code FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME} — and
 * {@link #getPendingIntent} a {@code PendingIntent.getActivities} of it, which the kit reports as
 * any other.
 */
public class TaskStackBuilder {
  private final BackStack stack;

  private TaskStackBuilder(Context context) { stack = new BackStack(context, BackStack.ParentRoot.AT_THE_BOTTOM); }

  /** A new builder for {@code context}'s app. */
  public static TaskStackBuilder create(Context context) { return new TaskStackBuilder(context); }

  /** {@code addNextIntent(nextIntent)}: the intent on top of the stack so far. */
  public TaskStackBuilder addNextIntent(Intent nextIntent) {
    stack.add(nextIntent);
    return this;
  }

  /** {@code addNextIntentWithParentStack(nextIntent)}: its component's parents (the manifest's), then the intent. */
  public TaskStackBuilder addNextIntentWithParentStack(Intent nextIntent) {
    stack.addWithParents(nextIntent);
    return this;
  }

  /** {@code addParentStack(sourceActivity)}: the activity's parent ({@link Activity#getParentActivityIntent()}) and its parents. */
  public TaskStackBuilder addParentStack(Activity sourceActivity) {
    Intent parent = sourceActivity.getParentActivityIntent();
    if (parent != null) stack.addWithParents(parent);
    return this;
  }

  /** {@code addParentStack(sourceActivityClass)}: the parents of that activity. */
  public TaskStackBuilder addParentStack(Class<?> sourceActivityClass) {
    return addParentStack(new ComponentName(stack.sourceContext(), sourceActivityClass));
  }

  /**
   * {@code addParentStack(sourceActivityName)}: the manifest's parents of that activity, oldest
   * first, inserted where the stack ends now; the root of a stack that starts here is a
   * {@code MAIN} intent ({@link Intent#makeMainActivity}).
   */
  public TaskStackBuilder addParentStack(ComponentName sourceActivityName) {
    stack.addParentStack(sourceActivityName);
    return this;
  }

  /** The number of intents added. */
  public int getIntentCount() { return stack.intents().size(); }

  /** {@code editIntentAt(index)}: the intent at {@code index}, to change in place. */
  public Intent editIntentAt(int index) { return stack.intents().get(index); }

  /** {@code getIntents()}: copies, the root with {@code FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME}. */
  public Intent[] getIntents() { return stack.copies(); }

  /** {@code getPendingIntent(requestCode, flags)}: {@code PendingIntent.getActivities} of {@link #getIntents()}. */
  public PendingIntent getPendingIntent(int requestCode, int flags) { return getPendingIntent(requestCode, flags, null); }

  /** {@code getPendingIntent(requestCode, flags, options)}; an empty stack is an {@link IllegalStateException}, as on Android. */
  public PendingIntent getPendingIntent(int requestCode, int flags, android.os.Bundle options) {
    return stack.pendingIntent(requestCode, flags, options);
  }
}
