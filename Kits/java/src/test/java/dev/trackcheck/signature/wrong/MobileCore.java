package dev.trackcheck.signature.wrong;

import java.util.List;
import java.util.Map;

/** A deliberately wrong stand-in: a parameter type loosened and a kit internal made public. */
public final class MobileCore {
  private MobileCore() {}

  /** Looser than the SDK's {@code collectMessageInfo(Map<String, Object>)}: a {@code HashMap<String, String>} compiles here. */
  public static void collectMessageInfo(Map<String, ?> messageInfo) {}

  /** The kit's own bookkeeping, which the SDK does not have. */
  public static List<Object> takeCalls() { return List.of(); }

  /** As the SDK declares it. */
  public static void setPushIdentifier(String pushIdentifier) {}
}
