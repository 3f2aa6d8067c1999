package android.os;

import dev.trackcheck.kit.MainThread;

/** {@code android.os.SystemClock}: the main thread's clock, which the kit moves forward as delayed work falls due. */
public final class SystemClock {
  private SystemClock() {}

  /** Milliseconds since the process started, not counting sleep. */
  public static long uptimeMillis() { return MainThread.uptimeMillis(); }

  /** Milliseconds since boot: the same clock here. */
  public static long elapsedRealtime() { return MainThread.uptimeMillis(); }
}
