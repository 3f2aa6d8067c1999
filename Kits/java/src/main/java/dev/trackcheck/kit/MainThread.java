package dev.trackcheck.kit;

import java.util.ArrayList;
import java.util.List;

/**
 * The app's main thread's message queue, behind {@code android.os.Handler} and
 * {@code Looper.getMainLooper()}: work posted to it runs on the thread that plays the callbacks,
 * once the callback returns and before its answer is sent — as on Android, where the main looper
 * runs it after the component's method returns. Delayed work runs too, in the order of its time,
 * as if that time had passed; the queue dies with the process.
 */
public final class MainThread {
  /** How many messages one callback may lead to: beyond it, the app posts forever. */
  static final int LIMIT = 100_000;

  private static final List<Object[]> QUEUE = new ArrayList<>();
  private static Thread thread;
  private static long now;
  private static long sequence;

  private MainThread() {}

  /** The thread that plays the callbacks (the app's main thread). */
  public static synchronized Thread thread() { return thread == null ? Thread.currentThread() : thread; }

  /** The main thread's clock, in milliseconds since the process started ({@code SystemClock.uptimeMillis()}). */
  public static synchronized long uptimeMillis() { return now; }

  /** Posts {@code work} to run {@code delayMillis} from now ({@code Handler.postDelayed}); {@code front}: before everything queued. */
  public static synchronized void post(Object token, Runnable work, long delayMillis, boolean front) {
    if (work == null) throw new NullPointerException("Runnable is null");
    long due = now + Math.max(0, delayMillis);
    QUEUE.add(new Object[] {front ? Long.MIN_VALUE : due, front ? -(++sequence) : ++sequence, token, work});
  }

  /** {@code Handler.removeCallbacks(work)}: removes the work {@code token} posted ({@code null}: anyone's). */
  public static synchronized void remove(Object token, Runnable work) {
    QUEUE.removeIf(entry -> entry[3] == work && (token == null || entry[2] == token));
  }

  /** {@code Handler.hasCallbacks(work)}. */
  public static synchronized boolean has(Object token, Runnable work) {
    for (Object[] entry : QUEUE) if (entry[3] == work && (token == null || entry[2] == token)) return true;
    return false;
  }

  /**
   * Runs the queue until it is empty, the time going forward to each work's turn, and waits for
   * the process's {@link Background} pools, until neither has work left.
   */
  static void drain() {
    while (true) {
      drainQueue();
      if (!Background.awaitIdle()) return;
      synchronized (MainThread.class) {
        if (QUEUE.isEmpty()) return;
      }
    }
  }

  private static void drainQueue() {
    for (int ran = 0; ; ran++) {
      Runnable next;
      synchronized (MainThread.class) {
        if (QUEUE.isEmpty()) return;
        if (ran >= LIMIT) throw new IllegalStateException("the main thread's queue never empties (" + LIMIT + " messages in one callback)");
        Object[] first = QUEUE.get(0);
        for (Object[] entry : QUEUE) {
          int order = Long.compare((Long) entry[0], (Long) first[0]);
          if (order < 0 || order == 0 && (Long) entry[1] < (Long) first[1]) first = entry;
        }
        QUEUE.remove(first);
        if ((Long) first[0] > now) now = (Long) first[0];
        next = (Runnable) first[3];
      }
      next.run();
    }
  }

  /** A new process: an empty queue, the clock at zero, this thread its main thread. */
  static synchronized void reset() {
    QUEUE.clear();
    Background.reset();
    now = 0;
    thread = Thread.currentThread();
  }
}
