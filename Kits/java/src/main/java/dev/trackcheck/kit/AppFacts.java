package dev.trackcheck.kit;

import android.content.Intent;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the app's code did besides tracking while the kit played one callback: {@code setIntent},
 * {@code startActivity}, {@code finish}. The kit's stand-ins record here; adapters never need it.
 */
public final class AppFacts {
  private static Intent setIntent;
  private static final List<Intent> started = new ArrayList<>();
  private static boolean finished;

  private AppFacts() {}

  /** {@code Activity.setIntent(intent)}. */
  public static synchronized void setIntent(Intent intent) { setIntent = intent == null ? new Intent() : new Intent(intent); }

  /** {@code Context.startActivity(intent)}. */
  public static synchronized void startActivity(Intent intent) { started.add(new Intent(intent)); }

  /** {@code Activity.finish()}. */
  public static synchronized void finish() { finished = true; }

  /** The facts since the last take, as {@code calls.app} reports them in protocol 3 (setIntent as an intent). */
  static synchronized Map<String, Object> take() {
    Map<String, Object> facts = new LinkedHashMap<>();
    if (setIntent != null) facts.put("setIntent", SharedSecrets.intents().toMap(setIntent));
    if (!started.isEmpty()) {
      List<Object> intents = new ArrayList<>();
      for (Intent intent : started) intents.add(SharedSecrets.intents().toMap(intent));
      facts.put("startActivity", intents);
    }
    if (finished) facts.put("finish", true);
    setIntent = null;
    started.clear();
    finished = false;
    return facts;
  }
}
