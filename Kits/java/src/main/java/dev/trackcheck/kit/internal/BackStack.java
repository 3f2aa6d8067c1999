package dev.trackcheck.kit.internal;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import dev.trackcheck.kit.KitProcess;
import java.util.ArrayList;
import java.util.List;

/**
 * The back stack both {@code TaskStackBuilder}s build (the platform's and AndroidX's): the
 * intents added, the manifest's parents ({@code android:parentActivityName}) inserted below them,
 * and the stack as {@code getIntents()} and {@code getPendingIntent(…)} give it. The two differ in
 * one rule only, which {@link ParentRoot} names.
 */
public final class BackStack {
  /** Which parent with no parent of its own becomes a {@code MAIN} intent. */
  public enum ParentRoot {
    /** Only one that will be the stack's root (the platform: {@code parentActivity == null && insertAt == 0}). */
    AT_THE_BOTTOM,
    /** Every one (AndroidX, through {@code NavUtils.getParentActivityIntent}). */
    ALWAYS
  }

  private final List<Intent> intents = new ArrayList<>();
  private final Context sourceContext;
  private final ParentRoot parentRoot;

  public BackStack(Context sourceContext, ParentRoot parentRoot) {
    this.sourceContext = sourceContext;
    this.parentRoot = parentRoot;
  }

  public Context sourceContext() { return sourceContext; }

  public void add(Intent intent) { intents.add(intent); }

  public List<Intent> intents() { return intents; }

  /** The manifest's parents of {@code intent}'s component (when it names one), then the intent itself. */
  public void addWithParents(Intent intent) {
    ComponentName target = intent.getComponent();
    if (target != null) addParentStack(target);
    add(intent);
  }

  /** The manifest's parents of {@code activity}, oldest first, inserted where the stack ends now. */
  public void addParentStack(ComponentName activity) {
    int insertAt = intents.size();
    String parentActivity = KitProcess.parentActivity(activity.getClassName());
    while (parentActivity != null) {
      ComponentName target = new ComponentName(activity.getPackageName(), parentActivity);
      parentActivity = KitProcess.parentActivity(target.getClassName());
      boolean main = parentActivity == null && (parentRoot == ParentRoot.ALWAYS || insertAt == 0);
      intents.add(insertAt, main ? Intent.makeMainActivity(target) : new Intent().setComponent(target));
    }
  }

  /** Copies of the intents, the root with {@code FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME}. */
  public Intent[] copies() {
    Intent[] stack = new Intent[intents.size()];
    if (stack.length == 0) return stack;
    stack[0] = new Intent(intents.get(0)).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK | Intent.FLAG_ACTIVITY_TASK_ON_HOME);
    for (int i = 1; i < stack.length; i++) stack[i] = new Intent(intents.get(i));
    return stack;
  }

  /** {@code PendingIntent.getActivities} of the copies; an empty stack is an {@link IllegalStateException}, as on Android. */
  public PendingIntent pendingIntent(int requestCode, int flags, Bundle options) {
    if (intents.isEmpty()) throw new IllegalStateException("No intents added to TaskStackBuilder; cannot getPendingIntent");
    return PendingIntent.getActivities(sourceContext, requestCode, copies(), flags, options);
  }
}
