package androidx.multidex;

import android.content.Context;

/** {@code androidx.multidex.MultiDex}: nothing to install on a JVM. */
public final class MultiDex {
  private MultiDex() {}

  /** {@code MultiDex.install(context)}. */
  public static void install(Context context) {}
}
