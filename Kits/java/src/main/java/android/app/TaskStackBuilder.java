package android.app;

import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import dev.trackcheck.kit.KitProcess;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code android.app.TaskStackBuilder}: a back stack of activities for a notification to open,
 * built as Android builds it — the manifest's {@code android:parentActivityName}s
 * ({@code new ActivityInfo().parentActivity(…)}) below the intents added, the root intent with
 * {@code FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME} — and
 * {@link #getPendingIntent} a {@code PendingIntent.getActivities} of it, which the kit reports as
 * any other.
 */
public class TaskStackBuilder {
  private final List<Intent> intents = new ArrayList<>();
  private final Context sourceContext;

  private TaskStackBuilder(Context context) { sourceContext = context; }

  /** A new builder for {@code context}'s app. */
  public static TaskStackBuilder create(Context context) { return new TaskStackBuilder(context); }

  /** {@code addNextIntent(nextIntent)}: the intent on top of the stack so far. */
  public TaskStackBuilder addNextIntent(Intent nextIntent) {
    intents.add(nextIntent);
    return this;
  }

  /** {@code addNextIntentWithParentStack(nextIntent)}: its component's parents (the manifest's), then the intent. */
  public TaskStackBuilder addNextIntentWithParentStack(Intent nextIntent) {
    ComponentName target = nextIntent.getComponent();
    if (target != null) addParentStack(target);
    addNextIntent(nextIntent);
    return this;
  }

  /** {@code addParentStack(sourceActivity)}: the activity's parent ({@link Activity#getParentActivityIntent()}) and its parents. */
  public TaskStackBuilder addParentStack(Activity sourceActivity) {
    Intent parent = sourceActivity.getParentActivityIntent();
    if (parent != null) {
      ComponentName target = parent.getComponent();
      if (target != null) addParentStack(target);
      addNextIntent(parent);
    }
    return this;
  }

  /** {@code addParentStack(sourceActivityClass)}: the parents of that activity. */
  public TaskStackBuilder addParentStack(Class<?> sourceActivityClass) {
    return addParentStack(new ComponentName(sourceContext, sourceActivityClass));
  }

  /**
   * {@code addParentStack(sourceActivityName)}: the manifest's parents of that activity, oldest
   * first, inserted where the stack ends now; the root of a stack that starts here is a
   * {@code MAIN} intent ({@link Intent#makeMainActivity}).
   */
  public TaskStackBuilder addParentStack(ComponentName sourceActivityName) {
    int insertAt = intents.size();
    String parentActivity = KitProcess.parentActivity(sourceActivityName.getClassName());
    while (parentActivity != null) {
      ComponentName target = new ComponentName(sourceActivityName.getPackageName(), parentActivity);
      parentActivity = KitProcess.parentActivity(target.getClassName());
      Intent parent = parentActivity == null && insertAt == 0 ? Intent.makeMainActivity(target) : new Intent().setComponent(target);
      intents.add(insertAt, parent);
    }
    return this;
  }

  /** The number of intents added. */
  public int getIntentCount() { return intents.size(); }

  /** {@code editIntentAt(index)}: the intent at {@code index}, to change in place. */
  public Intent editIntentAt(int index) { return intents.get(index); }

  /** {@code getIntents()}: copies, the root with {@code FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME}. */
  public Intent[] getIntents() {
    Intent[] stack = new Intent[intents.size()];
    if (stack.length == 0) return stack;
    stack[0] = new Intent(intents.get(0)).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK | Intent.FLAG_ACTIVITY_TASK_ON_HOME);
    for (int i = 1; i < stack.length; i++) stack[i] = new Intent(intents.get(i));
    return stack;
  }

  /** {@code getPendingIntent(requestCode, flags)}: {@code PendingIntent.getActivities} of {@link #getIntents()}. */
  public PendingIntent getPendingIntent(int requestCode, int flags) { return getPendingIntent(requestCode, flags, null); }

  /** {@code getPendingIntent(requestCode, flags, options)}; an empty stack is an {@link IllegalStateException}, as on Android. */
  public PendingIntent getPendingIntent(int requestCode, int flags, android.os.Bundle options) {
    if (intents.isEmpty()) throw new IllegalStateException("No intents added to TaskStackBuilder; cannot getPendingIntent");
    return PendingIntent.getActivities(sourceContext, requestCode, getIntents(), flags, options);
  }
}
