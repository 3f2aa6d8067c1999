package android.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import android.content.Context;
import android.content.Intent;
import dev.trackcheck.kit.ActivityInfo;
import dev.trackcheck.kit.Json;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The protocol's names are written once, in docs/protocol.schema.json's {@code $defs}: the intent and
 * PendingIntent flags the kit reports, in their order, its PendingIntent kinds and its launch modes
 * are those. (In android.app: a PendingIntent's protocol form is the package's own.)
 */
class ProtocolNamesTest {
  @SuppressWarnings("unchecked")
  static List<String> enumeration(String name) throws Exception {
    String schema = System.getProperty("dev.trackcheck.kit.schema", "docs/protocol.schema.json");
    Map<String, Object> root = (Map<String, Object>) Json.parse(Files.readString(Path.of(schema), StandardCharsets.UTF_8));
    Map<String, Object> definitions = (Map<String, Object>) root.get("$defs");
    return (List<String>) ((Map<String, Object>) definitions.get(name)).get("enum");
  }

  @Test
  void intentFlagsAreReportedByTheProtocolsNamesInItsOrder() throws Exception {
    Intent intent = new Intent().addFlags(Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY | Intent.FLAG_ACTIVITY_MULTIPLE_TASK
        | Intent.FLAG_ACTIVITY_NO_HISTORY | Intent.FLAG_ACTIVITY_REORDER_TO_FRONT | Intent.FLAG_ACTIVITY_SINGLE_TOP
        | Intent.FLAG_ACTIVITY_CLEAR_TOP | Intent.FLAG_ACTIVITY_CLEAR_TASK | Intent.FLAG_ACTIVITY_NEW_TASK);
    assertEquals(enumeration("intentFlag"), SharedSecrets.intents().toMap(intent).get("flags"));
  }

  @Test
  void pendingIntentFlagsAndKindsAreTheProtocols() throws Exception {
    Context context = new Context();
    Intent intent = new Intent();
    int all = PendingIntent.FLAG_NO_CREATE | PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT
        | PendingIntent.FLAG_CANCEL_CURRENT | PendingIntent.FLAG_UPDATE_CURRENT;
    assertEquals(enumeration("pendingIntentFlag"), PendingIntent.getActivity(context, 1, intent, all).toMap(3).get("flags"));
    List<Object> kinds = new ArrayList<>();
    for (PendingIntent made : List.of(PendingIntent.getActivity(context, 2, intent, 0),
        PendingIntent.getActivities(context, 3, new Intent[] {intent}, 0), PendingIntent.getBroadcast(context, 4, intent, 0),
        PendingIntent.getService(context, 5, intent, 0), PendingIntent.getForegroundService(context, 6, intent, 0))) {
      kinds.add(made.toMap(3).get("kind"));
    }
    assertEquals(enumeration("pendingIntentKind"), kinds);
  }

  @Test
  void theLaunchModesAreTheProtocols() throws Exception {
    for (String mode : enumeration("launchMode")) new ActivityInfo().launchMode(mode);
    assertThrows(IllegalArgumentException.class, () -> new ActivityInfo().launchMode("singleInstancePerTask"));
  }
}
