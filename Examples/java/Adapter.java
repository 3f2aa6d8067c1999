import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;

/**
 * The glue between trackcheck and the example's Android tracker: the kit plays the
 * platform model's callbacks to the app's real components.
 *
 *   sh Examples/java/build.sh && trackcheck run --platform android -- java -cp Examples/java/build Adapter
 */
public final class Adapter {
  private Adapter() {}

  public static void main(String[] args) {
    boolean noisy = args.length > 0 && args[0].equals("--noisy");
    System.exit(serve(noisy));
  }

  /** Serves trackcheck until {@code bye}: from {@code main}, or from a test that hosts the adapter (test/HostedAdapterTest.java). */
  static int serve(boolean noisy) {
    return Kit.serve(noisy ? "java-example-noisy" : "java-example", "2.0.0", testCase -> {
      PushTracking.useTrackAction = testCase.useTrackAction();
      App app = new App(testCase)
          .messagingService(noisy ? NoisyMessagingService.class : MessagingService.class)
          .receiver(NotificationDismissedReceiver.class)
          .activity(MainActivity.class);
      return app;
    });
  }

  /** A tracker that prints to stdout, as careless code does: the kit keeps the protocol's stream to itself. */
  static final class NoisyMessagingService extends MessagingService {
    @Override
    public void onMessageReceived(com.google.firebase.messaging.RemoteMessage message) {
      System.out.println("tracker log: " + message.getData());
      System.out.print("half a line ");
      super.onMessageReceived(message);
    }
  }
}
