package androidx.core.app;

import android.app.Activity;
import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import dev.trackcheck.kit.internal.BackStack;
import java.util.Iterator;

/**
 * {@code androidx.core.app.TaskStackBuilder}: AndroidX's back stack builder, as AndroidX builds it —
 * the manifest's {@code android:parentActivityName}s ({@code new ActivityInfo().parentActivity(…)})
 * below the intents added, each parent with no parent of its own a {@code MAIN} intent, the root
 * intent with {@code FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME}
 * — and {@link #getPendingIntent} a {@code PendingIntent.getActivities} of it.
 */
public final class TaskStackBuilder implements Iterable<Intent> {
  private final BackStack stack;

  private TaskStackBuilder(Context context) { stack = new BackStack(context, BackStack.ParentRoot.ALWAYS); }

  /** A new builder for {@code context}'s app. */
  public static TaskStackBuilder create(Context context) { return new TaskStackBuilder(context); }

  /** {@code from(context)} (deprecated): {@link #create}. */
  @Deprecated
  public static TaskStackBuilder from(Context context) { return create(context); }

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

  /** {@code addParentStack(sourceActivity)}: the activity's parent ({@code Activity.getParentActivityIntent()}) and its parents. */
  public TaskStackBuilder addParentStack(Activity sourceActivity) {
    Intent parent = sourceActivity.getParentActivityIntent();
    if (parent != null) stack.addWithParents(parent);
    return this;
  }

  /** {@code addParentStack(sourceActivityClass)}: the parents of that activity. */
  public TaskStackBuilder addParentStack(Class<?> sourceActivityClass) {
    return addParentStack(new ComponentName(stack.sourceContext(), sourceActivityClass));
  }

  /** {@code addParentStack(sourceActivityName)}: the manifest's parents of that activity, oldest first, inserted where the stack ends now. */
  public TaskStackBuilder addParentStack(ComponentName sourceActivityName) {
    stack.addParentStack(sourceActivityName);
    return this;
  }

  /** The number of intents added. */
  public int getIntentCount() { return stack.intents().size(); }

  /** {@code getIntent(index)} (deprecated): {@link #editIntentAt}. */
  @Deprecated
  public Intent getIntent(int index) { return editIntentAt(index); }

  /** {@code editIntentAt(index)}: the intent at {@code index}, to change in place. */
  public Intent editIntentAt(int index) { return stack.intents().get(index); }

  /** {@code iterator()} (deprecated): the intents added. */
  @Deprecated
  @Override
  public Iterator<Intent> iterator() { return stack.intents().iterator(); }

  /** {@code getIntents()}: copies, the root with {@code FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME}. */
  public Intent[] getIntents() { return stack.copies(); }

  /** {@code getPendingIntent(requestCode, flags)}: {@code PendingIntent.getActivities} of {@link #getIntents()}. */
  public PendingIntent getPendingIntent(int requestCode, int flags) { return getPendingIntent(requestCode, flags, null); }

  /** {@code getPendingIntent(requestCode, flags, options)}; an empty stack is an {@link IllegalStateException}, as in AndroidX. */
  public PendingIntent getPendingIntent(int requestCode, int flags, android.os.Bundle options) {
    return stack.pendingIntent(requestCode, flags, options);
  }
}
