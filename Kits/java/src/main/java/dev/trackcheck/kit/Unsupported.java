package dev.trackcheck.kit;

/**
 * Thrown by an adapter's factory when a case cannot run on its app (a wiring it does not have,
 * a device it cannot stand for): the kit answers {@code begin} with
 * {@code {"type":"unsupported","id":…,"reason":…}} and the case is reported as not applicable,
 * never as passed.
 *
 * <pre>{@code
 * testCase -> {
 *   if (!testCase.notificationsAllowed) throw new Unsupported("the app cannot run without notifications");
 *   return new App(testCase).messagingService(MyMessagingService.class);
 * }
 * }</pre>
 *
 * Thrown for a process restart (after {@code Process.killed}), it is an {@code error} answer:
 * the case was already running.
 */
public final class Unsupported extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** {@code reason}: why the case cannot run, written into the report. */
  public Unsupported(String reason) { super(reason); }
}
