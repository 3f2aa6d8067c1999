import com.example.app.MainActivity;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.Api;
import dev.trackcheck.kit.App;
import dev.trackcheck.kit.Kit;
import java.util.EnumSet;

/**
 * Serves a Cordova app to trackcheck: the template's {@code MainActivity} as the launcher
 * ({@code singleTop}, as Cordova's manifest declares it), the plugins {@code res/xml/config.xml}
 * lists, and the push plugin's messaging service. Replace {@code PushPluginMessagingService} with the
 * plugin's {@code FirebaseMessagingService} (its {@code plugin.xml} declares it in the manifest), and
 * declare the tracking APIs the app's SDK has: {@code collectMessageInfo} (ACPCore 1.4.0 and later, AEP),
 * {@code trackAction} alone on older ones — the cases of an API the SDK lacks then do not apply.
 *
 * <pre>
 *   sh build.sh &amp;&amp; trackcheck run --platform android -- java -cp build Adapter res
 * </pre>
 */
public final class Adapter {
  public static void main(String[] args) {
    String res = args.length > 0 ? args[0] : "res";
    // cordova-android 12 targets API 33.
    System.exit(Kit.serve("cordova-app", "1.0", EnumSet.of(Api.COLLECT_MESSAGE_INFO), testCase -> new App(testCase).targetSdk(33).resources(res)
        .messagingService(PushPluginMessagingService.class)
        .activity(MainActivity.class, new ActivityInfo().launchMode("singleTop").launcher())));
  }
}
