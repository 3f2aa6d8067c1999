package dev.trackcheck.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Thread pools of the app's process that the kit waits for, as it runs the main thread's queue:
 * work given to one runs on a thread of the pool, concurrently as on a device, and the kit
 * answers a callback only once every pool is idle — so the tracking calls that work makes are
 * reported with the callback that caused it. Cordova's {@code CordovaInterface.getThreadPool()}
 * is one. Pools die with the process.
 */
public final class Background {
  private static final List<Pool> POOLS = new ArrayList<>();

  private Background() {}

  /** A cached thread pool ({@code Executors.newCachedThreadPool()}) of the process, its threads named {@code name-N}. */
  public static synchronized ExecutorService pool(String name) {
    Pool pool = new Pool(name);
    POOLS.add(pool);
    return pool;
  }

  /** Waits until no pool has work; true if there was any to wait for. */
  static boolean awaitIdle() {
    List<Pool> pools;
    synchronized (Background.class) {
      pools = new ArrayList<>(POOLS);
    }
    boolean waited = false;
    for (Pool pool : pools) waited |= pool.awaitIdle();
    return waited;
  }

  /** A new process: the old process's pools are stopped (their threads interrupted). */
  static synchronized void reset() {
    for (Pool pool : POOLS) pool.shutdownNow();
    POOLS.clear();
  }

  private static final class Pool extends ThreadPoolExecutor {
    private int pending;

    Pool(String name) {
      super(0, Integer.MAX_VALUE, 60L, TimeUnit.SECONDS, new SynchronousQueue<>(), new java.util.concurrent.ThreadFactory() {
        private int count;

        @Override
        public synchronized Thread newThread(Runnable work) {
          Thread thread = new Thread(work, name + "-" + (++count));
          thread.setDaemon(true);
          return thread;
        }
      });
    }

    @Override
    public void execute(Runnable command) {
      synchronized (this) {
        pending++;
      }
      try {
        super.execute(command);
      } catch (RuntimeException rejected) {
        finished();
        throw rejected;
      }
    }

    @Override
    protected void afterExecute(Runnable work, Throwable error) {
      super.afterExecute(work, error);
      if (error != null) System.err.println("trackcheck-kit: work on " + Thread.currentThread().getName() + " failed: " + error);
      finished();
    }

    private synchronized void finished() {
      pending--;
      notifyAll();
    }

    synchronized boolean awaitIdle() {
      boolean waited = pending > 0;
      while (pending > 0) {
        try {
          wait();
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          return waited;
        }
      }
      return waited;
    }
  }
}
