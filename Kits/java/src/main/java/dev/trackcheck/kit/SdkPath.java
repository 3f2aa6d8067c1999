package dev.trackcheck.kit;

/**
 * The kit's: while an SDK stand-in runs its own display-and-tracking path (Campaign Classic's
 * {@code AEPMessagingService.handleRemoteMessage} and tracker activity), the tracking calls it
 * makes are reported with {@code "origin": "sdk"} (docs/PROTOCOL.md), so that the harness tells
 * them from the app's own calls. Trackers never call it.
 */
public final class SdkPath {
  private static final ThreadLocal<Integer> DEPTH = ThreadLocal.withInitial(() -> 0);

  private SdkPath() {}

  /** Runs {@code path} as the SDK's own code. */
  public static void run(Runnable path) {
    DEPTH.set(DEPTH.get() + 1);
    try {
      path.run();
    } finally {
      DEPTH.set(DEPTH.get() - 1);
    }
  }

  /** Whether the calling thread is in the SDK's own path now. */
  public static boolean active() { return DEPTH.get() > 0; }
}
