import com.example.app.MainActivity;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;

/**
 * Serves a Cordova app to trackcheck: the template's {@code MainActivity} as the launcher
 * ({@code singleTop}, as Cordova's manifest declares it), the plugins {@code res/xml/config.xml}
 * lists, and the push plugin's messaging service. Replace {@code PushPluginMessagingService} with the
 * plugin's {@code FirebaseMessagingService} (its {@code plugin.xml} declares it in the manifest).
 *
 * <pre>
 *   sh build.sh &amp;&amp; trackcheck run --platform android -- java -cp build Adapter res
 * </pre>
 */
public final class Adapter {
  public static void main(String[] args) {
    String res = args.length > 0 ? args[0] : "res";
    System.exit(Kit.serve("cordova-app", "1.0", testCase -> new App(testCase).targetSdk(34).resources(res)
        .messagingService(PushPluginMessagingService.class)
        .activity(MainActivity.class, new ActivityInfo().launchMode("singleTop").launcher())));
  }
}
