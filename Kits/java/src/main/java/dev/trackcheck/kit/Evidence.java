package dev.trackcheck.kit;

import java.util.EnumSet;
import java.util.Set;

/**
 * What an adapter reports as evidence ({@code hello.reports}): the calls its tracker made, the
 * requests the SDK sent (docs/PROTOCOL.md, "Hits"), or both. Declared to
 * {@link Kit#serve(String, String, Set, Set, java.util.function.Function)}, or with the system
 * property {@code dev.trackcheck.kit.reports} ({@code calls,hits}, {@code hits}).
 */
public enum Evidence {
  /** The calls to {@code collectMessageInfo} / {@code trackAction}. */
  CALLS("calls"),
  /** The HTTP requests the SDK sent through its network service, in order. */
  HITS("hits");

  private final String wireName;

  Evidence(String wireName) { this.wireName = wireName; }

  /** The name the protocol gives it. */
  public String wireName() { return wireName; }

  /** The evidence a comma-separated list names ({@code "calls,hits"}); {@code fallback} when it names none. */
  public static Set<Evidence> parse(String list, Set<Evidence> fallback) {
    if (list == null) return fallback;
    Set<Evidence> named = EnumSet.noneOf(Evidence.class);
    for (String word : list.split(",")) {
      for (Evidence evidence : values()) if (evidence.wireName.equals(word.trim())) named.add(evidence);
    }
    return named.isEmpty() ? fallback : named;
  }
}
