package dev.trackcheck.kit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An {@code <activity>} of the manifest, as protocol 3's {@code ready.app.activities} reports it:
 *
 * <pre>{@code
 * new ActivityInfo().launchMode("singleTop").launcher().configChanges("orientation", "screenSize")
 * }</pre>
 */
public final class ActivityInfo {
  private static final List<String> LAUNCH_MODES = List.of("standard", "singleTop", "singleTask", "singleInstance");

  String launchMode = "standard";
  boolean launcher;
  final List<String> configChanges = new ArrayList<>();
  String taskAffinity;
  boolean noHistory;
  /** {@code android:parentActivityName}, as a class name; null: none. */
  String parentActivity;

  /** {@code android:launchMode}: {@code standard} (default), {@code singleTop}, {@code singleTask}, {@code singleInstance}. */
  public ActivityInfo launchMode(String launchMode) {
    if (!LAUNCH_MODES.contains(launchMode)) throw new IllegalArgumentException("launchMode " + launchMode + " is not one of " + LAUNCH_MODES);
    this.launchMode = launchMode;
    return this;
  }

  /** The launcher activity ({@code MAIN}/{@code LAUNCHER}); without one, the first declared is. */
  public ActivityInfo launcher() {
    launcher = true;
    return this;
  }

  /** {@code android:configChanges}: the changes it handles itself in {@code onConfigurationChanged}. */
  public ActivityInfo configChanges(String... changes) {
    configChanges.addAll(List.of(changes));
    return this;
  }

  /** {@code android:taskAffinity}; without it, the app's package. */
  public ActivityInfo taskAffinity(String affinity) {
    taskAffinity = affinity;
    return this;
  }

  /**
   * {@code android:parentActivityName}: the activity Up leads to, the one {@code TaskStackBuilder}
   * puts below this one ({@code addParentStack}, {@code addNextIntentWithParentStack}) and
   * {@code Activity.getParentActivityIntent()} names. The kit's stand-ins read it; it is not part
   * of the protocol's manifest.
   */
  public ActivityInfo parentActivity(Class<? extends android.app.Activity> parent) {
    parentActivity = parent.getName();
    return this;
  }

  /** {@code android:noHistory="true"}. */
  public ActivityInfo noHistory() {
    noHistory = true;
    return this;
  }

  Map<String, Object> toMap(String name, boolean isLauncher) {
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("name", name);
    value.put("launchMode", launchMode);
    value.put("launcher", isLauncher);
    value.put("configChanges", new ArrayList<>(configChanges));
    value.put("noHistory", noHistory);
    if (taskAffinity != null) value.put("taskAffinity", taskAffinity);
    return value;
  }
}
