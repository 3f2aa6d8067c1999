package android.net;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code android.net.Uri}: an immutable URI reference, read as Android's {@code Uri.parse} reads it
 * (leniently: whatever is not understood is kept as it was); see
 * https://developer.android.com/reference/android/net/Uri.
 */
public final class Uri implements Comparable<Uri> {
  /** The empty URI. */
  public static final Uri EMPTY = new Uri("");

  private final String text;

  private Uri(String text) { this.text = text; }

  /** {@code Uri.parse(uriString)}: never fails. */
  public static Uri parse(String uriString) {
    if (uriString == null) throw new NullPointerException("uriString");
    return new Uri(uriString);
  }

  /** {@code Uri.fromParts(scheme, ssp, fragment)}. */
  public static Uri fromParts(String scheme, String ssp, String fragment) {
    return new Uri(scheme + ":" + ssp + (fragment == null ? "" : "#" + fragment));
  }

  private int schemeEnd() {
    int colon = text.indexOf(':');
    int stop = firstOf(text, "/?#", 0);
    return colon > 0 && (stop < 0 || colon < stop) ? colon : -1;
  }

  private static int firstOf(String value, String chars, int from) {
    for (int i = from; i < value.length(); i++) if (chars.indexOf(value.charAt(i)) >= 0) return i;
    return -1;
  }

  /** The scheme ({@code https}), or null for a relative reference. */
  public String getScheme() {
    int end = schemeEnd();
    return end < 0 ? null : text.substring(0, end);
  }

  /** Whether it has no scheme. */
  public boolean isRelative() { return schemeEnd() < 0; }

  /** Whether it has a scheme. */
  public boolean isAbsolute() { return !isRelative(); }

  /** Whether its scheme-specific part starts with {@code /} (or it is relative). */
  public boolean isHierarchical() {
    int end = schemeEnd();
    return end < 0 || text.startsWith("/", end + 1);
  }

  private String afterScheme() {
    int end = schemeEnd();
    String rest = end < 0 ? text : text.substring(end + 1);
    int hash = rest.indexOf('#');
    return hash < 0 ? rest : rest.substring(0, hash);
  }

  /** The part between the scheme and the fragment, decoded. */
  public String getSchemeSpecificPart() { return decode(afterScheme()); }

  /** The authority ({@code user@host:port}), decoded, or null. */
  public String getAuthority() {
    String raw = getEncodedAuthority();
    return raw == null ? null : decode(raw);
  }

  /** The authority as written, or null. */
  public String getEncodedAuthority() {
    String rest = afterScheme();
    if (!rest.startsWith("//")) return null;
    int end = firstOf(rest, "/?", 2);
    return end < 0 ? rest.substring(2) : rest.substring(2, end);
  }

  /** The host, or null. */
  public String getHost() {
    String authority = getEncodedAuthority();
    if (authority == null) return null;
    int at = authority.lastIndexOf('@');
    String host = at < 0 ? authority : authority.substring(at + 1);
    int colon = host.lastIndexOf(':');
    return colon < 0 || host.endsWith("]") ? host : host.substring(0, colon);
  }

  /** The port, or -1. */
  public int getPort() {
    String authority = getEncodedAuthority();
    if (authority == null) return -1;
    int colon = authority.lastIndexOf(':');
    try {
      return colon < 0 ? -1 : Integer.parseInt(authority.substring(colon + 1));
    } catch (NumberFormatException notANumber) {
      return -1;
    }
  }

  /** The path as written, or null for an opaque URI. */
  public String getEncodedPath() {
    if (!isHierarchical()) return null;
    String rest = afterScheme();
    int from = 0;
    if (rest.startsWith("//")) {
      from = firstOf(rest, "/?", 2);
      if (from < 0) return "";
    }
    int end = rest.indexOf('?', from);
    return end < 0 ? rest.substring(from) : rest.substring(from, end);
  }

  /** The path, decoded, or null. */
  public String getPath() {
    String raw = getEncodedPath();
    return raw == null ? null : decode(raw);
  }

  /** The path's segments, decoded. */
  public List<String> getPathSegments() {
    String path = getEncodedPath();
    if (path == null) return Collections.emptyList();
    List<String> segments = new ArrayList<>();
    for (String segment : path.split("/")) if (!segment.isEmpty()) segments.add(decode(segment));
    return Collections.unmodifiableList(segments);
  }

  /** The last path segment, decoded, or null. */
  public String getLastPathSegment() {
    List<String> segments = getPathSegments();
    return segments.isEmpty() ? null : segments.get(segments.size() - 1);
  }

  /** The query as written, or null. */
  public String getEncodedQuery() {
    if (!isHierarchical()) return null;
    String rest = afterScheme();
    int question = rest.indexOf('?');
    return question < 0 ? null : rest.substring(question + 1);
  }

  /** The query, decoded, or null. */
  public String getQuery() {
    String raw = getEncodedQuery();
    return raw == null ? null : decode(raw);
  }

  /** The first value of query parameter {@code key}, decoded ({@code +} stays {@code +}), or null. */
  public String getQueryParameter(String key) {
    List<String> values = getQueryParameters(key);
    return values.isEmpty() ? null : values.get(0);
  }

  /** Every value of query parameter {@code key}. */
  public List<String> getQueryParameters(String key) {
    String query = getEncodedQuery();
    List<String> values = new ArrayList<>();
    if (query == null) return values;
    for (String pair : query.split("&")) {
      int equals = pair.indexOf('=');
      String name = decode(equals < 0 ? pair : pair.substring(0, equals));
      if (name.equals(key)) values.add(equals < 0 ? "" : decodeText(pair.substring(equals + 1)));
    }
    return values;
  }

  /** The fragment, decoded, or null. */
  public String getFragment() {
    int hash = text.indexOf('#');
    return hash < 0 ? null : decodeText(text.substring(hash + 1));
  }

  /** {@code Uri.decode(s)}: {@code %XX} escapes decoded ({@code +} stays {@code +}); null stays null. */
  public static String decode(String s) { return s == null ? null : decodeText(s); }

  /** {@code Uri.encode(s)}: every character but letters, digits and {@code _-!.~'()*} percent-encoded (UTF-8). */
  public static String encode(String s) {
    if (s == null) return null;
    return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20").replace("%21", "!").replace("%27", "'")
        .replace("%28", "(").replace("%29", ")").replace("%7E", "~");
  }

  private static String decodeText(String value) {
    try {
      return URLDecoder.decode(value.replace("+", "%2B"), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException malformed) {
      return value;
    }
  }

  /** The text it was parsed from. */
  @Override public String toString() { return text; }

  @Override public boolean equals(Object other) { return other instanceof Uri && ((Uri) other).text.equals(text); }

  @Override public int hashCode() { return text.hashCode(); }

  @Override public int compareTo(Uri other) { return text.compareTo(other.text); }
}
