package android.os;

import dev.trackcheck.kit.MainThread;

/**
 * {@code android.os.Looper}: the app has one, the main thread's; the kit runs what is posted to it
 * once the callback returns, before answering. Other threads have none unless they
 * {@link #prepare()} one, which runs nothing (see
 * https://developer.android.com/reference/android/os/Looper).
 */
public final class Looper {
  private static final Looper MAIN = new Looper(null);
  private static final ThreadLocal<Looper> OWN = new ThreadLocal<>();

  private final Thread thread;

  private Looper(Thread thread) { this.thread = thread; }

  /** The main thread's looper. */
  public static Looper getMainLooper() { return MAIN; }

  /** The calling thread's looper: the main looper on the main thread, else one made by {@link #prepare()}, else null. */
  public static Looper myLooper() {
    if (Thread.currentThread() == MainThread.thread()) return MAIN;
    return OWN.get();
  }

  /** A looper for the calling thread (the main thread has one already). */
  public static void prepare() {
    if (myLooper() != null) throw new RuntimeException("Only one Looper may be created per thread");
    OWN.set(new Looper(Thread.currentThread()));
  }

  /** The thread it belongs to. */
  public Thread getThread() { return thread == null ? MainThread.thread() : thread; }

  /** Whether the calling thread is its thread. */
  public boolean isCurrentThread() { return Thread.currentThread() == getThread(); }

  boolean isMain() { return this == MAIN; }
}
