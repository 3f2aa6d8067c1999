package dev.trackcheck.kit;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;

/**
 * One app process's classes: a child-first loader over the adapter's class path, so that the
 * adapter's and the tracker's classes, and their static fields, are new in every process (a new
 * case, or after {@code Process.killed}). The kit and the platform's stand-ins are shared with the
 * kit, which drives them: {@code dev.trackcheck.kit} (and its {@code internal}), {@code android.*}, {@code androidx.*},
 * {@code com.google.firebase.*}, {@code com.google.android.gms.*}, {@code org.json} (the platform's), the SDK recorder
 * {@code com.adobe.marketing.mobile} (that package only) and the JDK — except {@code android.os.Build}, loaded per process, so that
 * {@code Build.VERSION.SDK_INT} is the API level of the process's app.
 */
final class ProcessLoader extends URLClassLoader {
  static {
    registerAsParallelCapable();
  }

  ProcessLoader(ClassLoader parent) { super("trackcheck-app-process", classPath(), parent); }

  /** Whether the kit's and the app's code must see one class {@code name}. */
  static boolean shared(String name) {
    if (name.equals("android.os.Build") || name.startsWith("android.os.Build$")) return false;
    if (name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun.") || name.startsWith("com.sun.")) return true;
    if (name.startsWith("android.") || name.startsWith("androidx.") || name.startsWith("com.google.firebase.") || name.startsWith("com.google.android.gms.")) return true;
    if (name.startsWith("org.json.")) return true;
    if (name.startsWith("kotlin.") || name.startsWith("org.junit.")) return true;
    String pkg = name.lastIndexOf('.') < 0 ? "" : name.substring(0, name.lastIndexOf('.'));
    return pkg.equals("dev.trackcheck.kit") || pkg.equals("dev.trackcheck.kit.internal") || pkg.equals("com.adobe.marketing.mobile");
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (shared(name)) return super.loadClass(name, resolve);
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null) {
        try {
          loaded = findClass(name);
        } catch (ClassNotFoundException notHere) {
          return super.loadClass(name, resolve);
        }
      }
      if (resolve) resolveClass(loaded);
      return loaded;
    }
  }

  private static URL[] classPath() {
    List<URL> urls = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (entry.isEmpty()) continue;
      try {
        urls.add(new File(entry).toURI().toURL());
      } catch (MalformedURLException skipped) {
        // Not a path: nothing to load from it.
      }
    }
    return urls.toArray(new URL[0]);
  }
}
