package android.os;

import dev.trackcheck.kit.MainThread;

/**
 * {@code android.os.Handler}: on the main looper, {@code post} and {@code postDelayed} queue work
 * that the kit runs once the callback returns, before its answer (delayed work in its time's order,
 * as if the time passed). On another thread's looper the work is queued and never run, as a
 * looper that nobody loops (see https://developer.android.com/reference/android/os/Handler).
 */
public class Handler {
  /** {@code Handler.Callback}. */
  public interface Callback {
    /** Handles a message; true when nothing else needs to. */
    boolean handleMessage(Message message);
  }

  private final Looper looper;
  private final Callback callback;

  /** A handler on the calling thread's looper (deprecated on Android: name the looper). */
  @Deprecated
  public Handler() { this(Looper.myLooper(), null); }

  /** A handler on {@code looper}. */
  public Handler(Looper looper) { this(looper, null); }

  /** A handler on {@code looper} whose messages {@code callback} handles first. */
  public Handler(Looper looper, Callback callback) {
    if (looper == null) throw new RuntimeException("Can't create handler inside thread " + Thread.currentThread().getName() + " that has not called Looper.prepare()");
    this.looper = looper;
    this.callback = callback;
  }

  /** The looper it posts to. */
  public final Looper getLooper() { return looper; }

  /** Queues {@code work}; true when queued. */
  public final boolean post(Runnable work) { return postDelayed(work, 0); }

  /** Queues {@code work} to run after {@code delayMillis}. */
  public final boolean postDelayed(Runnable work, long delayMillis) {
    if (looper.isMain()) MainThread.post(this, work, delayMillis, false);
    return true;
  }

  /** Queues {@code work} at {@code uptimeMillis} ({@code SystemClock.uptimeMillis()} time). */
  public final boolean postAtTime(Runnable work, long uptimeMillis) {
    return postDelayed(work, uptimeMillis - MainThread.uptimeMillis());
  }

  /** Queues {@code work} before everything queued. */
  public final boolean postAtFrontOfQueue(Runnable work) {
    if (looper.isMain()) MainThread.post(this, work, 0, true);
    return true;
  }

  /** Removes the work this handler queued. */
  public final void removeCallbacks(Runnable work) { MainThread.remove(this, work); }

  /** Whether this handler has {@code work} queued. */
  public final boolean hasCallbacks(Runnable work) { return MainThread.has(this, work); }

  /** {@code sendMessage}: {@link #handleMessage} (or the callback) gets it on the looper. */
  public final boolean sendMessage(Message message) { return sendMessageDelayed(message, 0); }

  /** {@code sendEmptyMessage(what)}. */
  public final boolean sendEmptyMessage(int what) { return sendMessage(Message.obtain(this, what)); }

  /** {@code sendMessageDelayed}. */
  public final boolean sendMessageDelayed(Message message, long delayMillis) {
    message.target = this;
    return postDelayed(() -> dispatchMessage(message), delayMillis);
  }

  /** Delivers a message: its callback, else the handler's {@link Callback}, else {@link #handleMessage}. */
  public void dispatchMessage(Message message) {
    if (message.callback != null) message.callback.run();
    else if (callback == null || !callback.handleMessage(message)) handleMessage(message);
  }

  /** Subclasses handle messages here. */
  public void handleMessage(Message message) {}
}
