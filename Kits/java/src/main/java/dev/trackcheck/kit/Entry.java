package dev.trackcheck.kit;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The adapter's entry point — its {@code main} class and arguments — which the kit runs again in
 * each app process's class loader ({@link ProcessLoader}) to get that process's factory: the
 * adapter's {@code main} calls {@code Kit.serve} there as it did at start, and {@code serve} hands
 * the factory back instead of serving. Whatever {@code main} does before {@code serve} (reading its
 * arguments, setting fields) is done again, as in a new process.
 */
final class Entry {
  /** The launcher's options that take the next argument as their value. */
  private static final Set<String> VALUED = Set.of(
      "-cp", "-classpath", "--class-path", "-p", "--module-path", "--upgrade-module-path", "--add-modules",
      "--add-reads", "--add-exports", "--add-opens", "--limit-modules", "--patch-module", "--source");

  final String mainClass;
  final String[] arguments;

  private Entry(String mainClass, String[] arguments) {
    this.mainClass = mainClass;
    this.arguments = arguments;
  }

  /**
   * The entry point of the running adapter: the {@code main} method at the bottom of the calling
   * thread's stack. Null — the factory is then used as given, one set of classes for every
   * process — when {@code serve} is not called from a {@code main}, when the system property
   * {@code dev.trackcheck.kit.isolate} is {@code false}, or when the arguments cannot be read.
   */
  static Entry find() {
    if ("false".equals(System.getProperty("dev.trackcheck.kit.isolate"))) return null;
    StackWalker walker = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    Optional<StackWalker.StackFrame> bottom = walker.walk(frames -> frames.reduce((above, below) -> below));
    // The caller of Kit.serve must be that main itself: inside a test runner (JUnit's launcher has
    // a main of its own at the bottom) the adapter is a test method, and is not re-run per process.
    Optional<StackWalker.StackFrame> caller = walker.walk(frames -> frames
        .filter(frame -> frame.getDeclaringClass() != Entry.class && frame.getDeclaringClass() != Kit.class).findFirst());
    if (bottom.isEmpty() || !bottom.get().getMethodName().equals("main")) return null;
    if (caller.isEmpty() || caller.get().getDeclaringClass() != bottom.get().getDeclaringClass()
        || !caller.get().getMethodName().equals("main")) return null;
    Class<?> main = bottom.get().getDeclaringClass();
    if (main.getClassLoader() instanceof ProcessLoader) return null;
    String[] arguments = arguments(main.getName());
    return arguments == null ? null : new Entry(main.getName(), arguments);
  }

  /** The program's arguments: those after the main class (or {@code -jar FILE}, {@code -m MODULE}) on the command line. */
  static String[] arguments(String mainClass) {
    Optional<String[]> command = ProcessHandle.current().info().arguments();
    if (command.isPresent()) return afterMain(Arrays.asList(command.get()));
    String javaCommand = System.getProperty("sun.java.command");
    if (javaCommand == null) return null;
    String[] words = javaCommand.trim().split(" +");
    return Arrays.copyOfRange(words, 1, words.length);
  }

  /** The arguments after the launcher's options and the main class, jar or module. */
  static String[] afterMain(List<String> command) {
    for (int at = 0; at < command.size(); at++) {
      String word = command.get(at);
      if (word.equals("-jar") || word.equals("-m") || word.equals("--module")) return tail(command, at + 2);
      if (VALUED.contains(word)) {
        at++;
        continue;
      }
      if (word.startsWith("-")) continue;
      return tail(command, at + 1);
    }
    return null;
  }

  private static String[] tail(List<String> command, int from) {
    return from > command.size() ? null : command.subList(from, command.size()).toArray(new String[0]);
  }

  /** Runs {@code main} in {@code loader}: the factory it gives {@code Kit.serve}. */
  @SuppressWarnings("unchecked")
  Function<KitCase, App> factoryIn(ClassLoader loader) throws ReflectiveOperationException {
    Method main = Class.forName(mainClass, true, loader).getMethod("main", String[].class);
    Kit.capture(true);
    try {
      main.invoke(null, (Object) arguments.clone());
    } catch (InvocationTargetException thrown) {
      Function<KitCase, App> factory = Kit.captured(thrown.getCause());
      if (factory != null) return factory;
      throw thrown;
    } finally {
      Kit.capture(false);
    }
    throw new IllegalStateException(mainClass + ".main returned without calling Kit.serve");
  }
}
