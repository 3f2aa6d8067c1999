package dev.trackcheck.signature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.trackcheck.signature.ApiFile.ApiClass;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every stand-in of the kit against the published API it stands in for (Kits/reference/android):
 * a tracker compiles against the kit exactly as against Android, AndroidX and the SDKs.
 */
class SignatureTest {
  static Path referenceFolder() {
    String property = System.getProperty("dev.trackcheck.kit.reference");
    if (property == null) fail("dev.trackcheck.kit.reference is not set: build.sh and pom.xml set it to Kits/reference/android");
    return Path.of(property);
  }

  static Path kitClasses() {
    String classpath = System.getProperty("dev.trackcheck.kit.classpath");
    if (classpath == null) fail("dev.trackcheck.kit.classpath is not set: build.sh and pom.xml set it");
    return Path.of(classpath.split(java.io.File.pathSeparator)[0]);
  }

  /** The classes the kit ships in place of another library's: every public class outside dev.trackcheck. */
  static List<Class<?>> standIns() throws IOException {
    Path root = kitClasses();
    List<Class<?>> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
        String relative = root.relativize(file).toString().replace(java.io.File.separatorChar, '/');
        if (relative.startsWith("dev/") || relative.startsWith("org/json/") || relative.endsWith("package-info.class") || relative.endsWith("module-info.class")) continue;
        String binary = relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
        Class<?> c;
        try {
          c = Class.forName(binary, false, SignatureTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
          throw new IOException(binary + " is in the kit's classes but cannot be loaded", e);
        }
        if (c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic() || !Modifier.isPublic(c.getModifiers())) continue;
        if (c.getEnclosingClass() != null && !Modifier.isPublic(c.getEnclosingClass().getModifiers())) continue;
        out.add(c);
      }
    }
    return out;
  }

  /** Classes no vendor publishes a description of, each with the reason (Kits/reference/android/unpublished.list). */
  static Map<String, String> unpublished() throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : Files.readAllLines(referenceFolder().resolve("unpublished.list"), StandardCharsets.UTF_8)) {
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("#")) continue;
      int space = text.indexOf(' ');
      out.put(space < 0 ? text : text.substring(0, space), space < 0 ? "" : text.substring(space + 1).strip());
    }
    return out;
  }

  static String publishedName(Class<?> c) { return c.getName().replace('$', '.'); }

  @Test
  void everyStandInMemberIsThePublishedOne() throws IOException {
    ApiFile api = ApiFile.readFolder(referenceFolder());
    Map<String, String> unpublished = unpublished();
    List<String> problems = new ArrayList<>();
    int checked = 0;
    for (Class<?> c : standIns()) {
      String name = publishedName(c);
      ApiClass published = api.get(name);
      if (published == null) {
        if (!unpublished.containsKey(name)) {
          problems.add(name + " is a stand-in with no published description in Kits/reference/android (add its vendor's entry, or list it in unpublished.list with the reason)");
        }
        continue;
      }
      if (unpublished.containsKey(name)) problems.add(name + " is described in Kits/reference/android and also listed in unpublished.list");
      problems.addAll(SignatureCheck.check(c, published, api).problems());
      checked++;
    }
    assertTrue(checked > 0, "no stand-in checked");
    Path baselineFile = referenceFolder().resolve("../../java/signature-baseline.txt").normalize();
    List<String> baseline = new ArrayList<>();
    for (String line : Files.readAllLines(baselineFile, StandardCharsets.UTF_8)) {
      if (!line.isBlank() && !line.startsWith("#")) baseline.add(line);
    }
    List<String> added = problems.stream().filter(p -> !baseline.contains(p)).toList();
    List<String> mended = baseline.stream().filter(p -> !problems.contains(p)).toList();
    if ((!added.isEmpty() || !mended.isEmpty()) && System.getenv("TRACKCHECK_UPDATE_BASELINE") != null) {
      List<String> header = Files.readAllLines(baselineFile, StandardCharsets.UTF_8).stream().takeWhile(l -> l.startsWith("#")).toList();
      List<String> lines = new ArrayList<>(header);
      lines.addAll(problems.stream().sorted().toList());
      Files.write(baselineFile, lines, StandardCharsets.UTF_8);
      return;
    }
    StringBuilder message = new StringBuilder();
    if (!added.isEmpty()) message.append(added.size()).append(" differences from the published APIs:\n  ").append(String.join("\n  ", added)).append('\n');
    if (!mended.isEmpty()) {
      message.append(mended.size()).append(" differences in Kits/java/signature-baseline.txt are gone (take them out of it):\n  ")
          .append(String.join("\n  ", mended)).append('\n');
    }
    if (message.length() > 0) fail(message.toString());
  }

  @Test
  void theUnpublishedListNamesOnlyStandIns() throws IOException {
    List<String> names = standIns().stream().map(SignatureTest::publishedName).toList();
    for (String name : unpublished().keySet()) assertTrue(names.contains(name), name + " is in unpublished.list but the kit has no such class");
  }

  /** The coverage table the README shows: per published class, what a tracker can call today. */
  static String coverageTable() throws IOException {
    ApiFile api = ApiFile.readFolder(referenceFolder());
    Map<String, SignatureCheck.Result> results = new TreeMap<>();
    for (Class<?> c : standIns()) {
      ApiClass published = api.get(publishedName(c));
      if (published != null) results.put(published.name(), SignatureCheck.check(c, published, api));
    }
    StringBuilder table = new StringBuilder();
    table.append("| Class | Members the kit has | Published | Not in the kit |\n|---|---:|---:|---|\n");
    int had = 0;
    int all = 0;
    for (SignatureCheck.Result r : results.values()) {
      ApiClass published = api.get(r.className());
      int total = published.members().size();
      int has = total - r.lacking().size();
      had += has;
      all += total;
      List<String> lacking = new ArrayList<>(r.lacking());
      String shown = lacking.isEmpty() ? "" : "`" + String.join("`, `", lacking.subList(0, Math.min(4, lacking.size()))) + "`"
          + (lacking.size() > 4 ? " and " + (lacking.size() - 4) + " more" : "");
      table.append("| `").append(r.className()).append("`").append(published.isExtract() ? " (extract)" : "").append(" | ")
          .append(has).append(" | ").append(total).append(" | ").append(shown).append(" |\n");
    }
    List<String> absent = new ArrayList<>();
    java.util.Set<String> kit = new java.util.HashSet<>(results.keySet());
    for (ApiClass c : api.classes()) if (!kit.contains(c.name())) absent.add("`" + c.name() + "`");
    table.append("\n").append(results.size()).append(" classes, ").append(had).append(" of ").append(all)
        .append(" published members in the kit.");
    if (!absent.isEmpty()) table.append(" Described but not in the kit: ").append(String.join(", ", absent)).append(".");
    table.append("\n");
    return table.toString();
  }

  /** {@code Kits/reference/android.json}: the reference as parsed here, which the Python and Node kits' tests read. */
  @Test
  void theParsedReferenceThePythonAndNodeKitsReadIsCurrent() throws IOException {
    Path json = referenceFolder().resolveSibling("android.json");
    String expected = ApiFile.readFolder(referenceFolder()).toJson();
    String actual = Files.exists(json) ? Files.readString(json, StandardCharsets.UTF_8) : "";
    if (!expected.equals(actual) && System.getenv("TRACKCHECK_UPDATE_REFERENCE") != null) {
      Files.writeString(json, expected, StandardCharsets.UTF_8);
      return;
    }
    assertEquals(expected, actual, "Kits/reference/android.json is stale: run the kit's tests with TRACKCHECK_UPDATE_REFERENCE=1");
  }

  static final String BEGIN = "<!-- signature coverage: begin (written by SignatureTest; TRACKCHECK_UPDATE_README=1 rewrites it) -->\n";
  static final String END = "<!-- signature coverage: end -->";

  @Test
  void theReadmeShowsWhatATrackerCanCallToday() throws IOException {
    String members = System.getProperty("dev.trackcheck.kit.members", "");
    // The README shows the kit as shipped; a build with --members has more than it says.
    org.junit.jupiter.api.Assumptions.assumeTrue(members.isEmpty(), "built with --members " + members + ": the README's table is the kit's as shipped");
    Path readme = referenceFolder().resolve("../../java/README.md").normalize();
    String text = Files.readString(readme, StandardCharsets.UTF_8);
    int begin = text.indexOf(BEGIN);
    int end = text.indexOf(END);
    assertTrue(begin >= 0 && end > begin, "Kits/java/README.md has no coverage table between its markers");
    String expected = coverageTable();
    String actual = text.substring(begin + BEGIN.length(), end);
    if (!expected.equals(actual) && System.getenv("TRACKCHECK_UPDATE_README") != null) {
      Files.writeString(readme, text.substring(0, begin + BEGIN.length()) + expected + text.substring(end), StandardCharsets.UTF_8);
      return;
    }
    assertEquals(expected, actual, "Kits/java/README.md's coverage table is stale: run the kit's tests with TRACKCHECK_UPDATE_README=1");
  }
}
