import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;

/** The adapter: trackcheck's Android callbacks go to your app's components. */
public final class Adapter {
  public static void main(String[] args) {
    System.exit(Kit.serve("my-tracker", "0.1.0", Tracking.APIS, testCase -> new App(testCase)
        .messagingService(MyMessagingService.class)
        .receiver(NotificationDismissedReceiver.class)
        .activity(MainActivity.class)));
  }
}
