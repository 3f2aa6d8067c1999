import com.google.firebase.messaging.FirebaseMessagingService;
import com.google.firebase.messaging.RemoteMessage;

/**
 * Stands for the push plugin's own {@code FirebaseMessagingService}: delete this file and name the
 * plugin's class in {@code Adapter.java}. As written, it receives every push and does nothing, so
 * the suites fail with findings until the plugin's code is here.
 */
public class PushPluginMessagingService extends FirebaseMessagingService {
  @Override
  public void onMessageReceived(RemoteMessage message) {}
}
