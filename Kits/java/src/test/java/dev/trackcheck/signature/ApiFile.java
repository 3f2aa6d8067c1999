package dev.trackcheck.signature;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A published API description in Android's signature format 2.0 (the format of the framework's
 * {@code core/api/current.txt} and of every AndroidX library's {@code api/current.txt}), as
 * {@code Kits/reference/README.md} describes it: packages, classes, their constructors, methods
 * and fields, each class with the source it was copied from.
 */
public final class ApiFile {
  /** A member's kind, as the file's first word names it. */
  public enum Kind { CTOR, METHOD, FIELD }

  /** One published member, its types normalized by {@link #normalize(String)}. */
  public record Member(String owner, Kind kind, String name, List<String> parameters, String type, boolean isStatic, String value,
      String line, List<String> typeParameters) {
    /** The member as a reader recognizes it: {@code collectMessageInfo(java.util.Map<String,Object>)}. */
    public String signature() {
      return kind == Kind.FIELD ? name : name + "(" + String.join(", ", parameters) + ")";
    }
  }

  /** One published class: its qualified name (nested classes joined by dots), supertypes, members and source. */
  public record ApiClass(String name, String kind, List<String> typeParameters, List<String> supertypes, List<Member> members,
      boolean isExtract, String source) {}

  private final Map<String, ApiClass> classes;

  private ApiFile(Map<String, ApiClass> classes) { this.classes = classes; }

  /** Every class of every {@code *.txt} file in a folder; a class described twice is an error. */
  public static ApiFile readFolder(Path folder) throws IOException {
    Map<String, ApiClass> all = new LinkedHashMap<>();
    List<Path> files;
    try (Stream<Path> listing = Files.list(folder)) {
      files = listing.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
    }
    if (files.isEmpty()) throw new IOException("no *.txt API file in " + folder);
    for (Path file : files) {
      for (ApiClass c : parse(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString())) {
        if (all.put(c.name(), c) != null) throw new IOException(c.name() + " is described twice (again in " + file.getFileName() + ")");
      }
    }
    return new ApiFile(all);
  }

  /** The classes of one file's text; {@code fileName} names it in errors. */
  public static ApiFile of(String text, String fileName) {
    Map<String, ApiClass> all = new LinkedHashMap<>();
    for (ApiClass c : parse(text, fileName)) all.put(c.name(), c);
    return new ApiFile(all);
  }

  /** The published class of that qualified name (nested classes joined by dots), or null. */
  public ApiClass get(String name) { return classes.get(name); }

  /** Every class, in file order. */
  public Iterable<ApiClass> classes() { return classes.values(); }

  /**
   * The published members named {@code name} of a class and of its published supertypes (a
   * member is looked up where the API declares it, as a caller's compiler does).
   */
  public List<Member> lookup(String className, String name, Kind kind) {
    List<Member> found = new ArrayList<>();
    collect(className, name, kind, found, new java.util.HashSet<>());
    return found;
  }

  /**
   * The classes as JSON, one member a line, in file order: what the Python and Node kits' signature
   * tests read ({@code Kits/reference/android.json}), so that the format has one parser, this one.
   * A member is {@code [kind, name, parameters, static]}: what a dynamic language's stand-in can be
   * compared by.
   */
  public String toJson() {
    StringBuilder out = new StringBuilder("{\n  \"about\": ").append(quote(JSON_ABOUT)).append(",\n  \"classes\": [");
    String classSeparator = "\n";
    for (ApiClass c : classes.values()) {
      out.append(classSeparator).append("    {\"name\": ").append(quote(c.name())).append(", \"kind\": ").append(quote(c.kind()))
          .append(", \"supertypes\": ").append(quoted(c.supertypes())).append(", \"extract\": ").append(c.isExtract())
          .append(", \"source\": ").append(quote(c.source())).append(", \"members\": [");
      String memberSeparator = "\n";
      for (Member m : c.members()) {
        out.append(memberSeparator).append("      [").append(quote(m.kind().name().toLowerCase(java.util.Locale.ROOT))).append(", ")
            .append(quote(m.name())).append(", ").append(quoted(m.parameters())).append(", ").append(m.isStatic()).append("]");
        memberSeparator = ",\n";
      }
      out.append(c.members().isEmpty() ? "]}" : "\n    ]}");
      classSeparator = ",\n";
    }
    return out.append("\n  ]\n}\n").toString();
  }

  static final String JSON_ABOUT = "Kits/reference/android/*.txt as the Java kit's ApiFile parses it, for the Python and Node kits' "
      + "signature tests; a member is [kind, name, parameters, static]. Written by SignatureTest: "
      + "TRACKCHECK_UPDATE_REFERENCE=1 sh Kits/java/build.sh test rewrites it after a change to the .txt files.";

  private static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }

  private static String quoted(List<String> texts) {
    return "[" + String.join(", ", texts.stream().map(ApiFile::quote).toList()) + "]";
  }

  private void collect(String className, String name, Kind kind, List<Member> found, java.util.Set<String> seen) {
    if (!seen.add(className)) return;
    ApiClass c = classes.get(className);
    if (c == null) return;
    for (Member m : c.members()) {
      if (m.kind() == kind && m.name().equals(name)) found.add(m);
    }
    if (kind == Kind.CTOR) return;
    for (String supertype : c.supertypes()) collect(rawName(supertype), name, kind, found, seen);
  }

  // --- parsing ---

  private static final Pattern ANNOTATION = Pattern.compile("@[\\w.]+(\\((?:[^()\"]|\"(?:[^\"\\\\]|\\\\.)*\"|\\([^()]*\\))*\\))?\\s*");
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+) \\{$");
  private static final Pattern CLASS = Pattern.compile(
      "^((?:public|protected|static|final|abstract|sealed|deprecated|fun|\\s)*)(class|interface|enum|@interface) ([\\w.]+)(<.*?>)?((?: extends [^{]*?)?)((?: implements [^{]*?)?) \\{$");
  private static final java.util.Set<String> MODIFIERS = java.util.Set.of(
      "public", "protected", "static", "final", "abstract", "default", "synchronized", "native", "transient", "volatile", "strictfp", "deprecated", "sealed");

  private static List<ApiClass> parse(String text, String fileName) {
    List<ApiClass> out = new ArrayList<>();
    String fileSource = null;
    String pendingSource = null;
    String pkg = null;
    String className = null;
    String kind = null;
    List<String> supertypes = null;
    List<String> classTypeParameters = null;
    List<Member> members = null;
    boolean extract = false;
    String classSource = null;
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      String where = fileName + ":" + (i + 1);
      if (line.isEmpty()) continue;
      if (line.startsWith("//")) {
        String comment = line.substring(2).strip();
        if (comment.startsWith("source:")) {
          String source = comment.substring("source:".length()).strip();
          // Inside a class, a source line names where the members below it were published (an
          // older release's, say); the class keeps its own.
          if (pkg == null && fileSource == null) fileSource = source; else if (className == null) pendingSource = source;
        } else if (comment.startsWith("extract") && className != null) {
          extract = true;
        }
        continue;
      }
      if (className != null) {
        if (line.equals("}")) {
          out.add(new ApiClass(pkg + "." + className, kind, classTypeParameters, List.copyOf(supertypes), List.copyOf(members), extract, classSource));
          className = null;
          continue;
        }
        Member member = member(line, pkg + "." + className, where);
        if (member != null) members.add(member);
        continue;
      }
      if (pkg == null) {
        Matcher m = PACKAGE.matcher(line);
        if (!m.matches()) throw new IllegalArgumentException(where + ": expected `package NAME {`, found: " + line);
        pkg = m.group(1);
        continue;
      }
      if (line.equals("}")) { pkg = null; continue; }
      Matcher m = CLASS.matcher(stripAnnotations(line));
      if (!m.matches()) throw new IllegalArgumentException(where + ": expected a class line, found: " + line);
      className = m.group(3);
      kind = m.group(2);
      classTypeParameters = typeParameterNames(m.group(4));
      supertypes = new ArrayList<>();
      for (String group : new String[] {m.group(5), m.group(6)}) {
        String list = group.strip().replaceFirst("^(extends|implements)\\s+", "");
        for (String t : splitTopLevel(list, ' ')) if (!t.isBlank()) supertypes.add(qualify(normalize(t), pkg));
      }
      members = new ArrayList<>();
      extract = false;
      classSource = pendingSource != null ? pendingSource : fileSource;
      pendingSource = null;
      if (classSource == null) throw new IllegalArgumentException(where + ": " + pkg + "." + className + " has no `// source:` line");
    }
    if (className != null || pkg != null) throw new IllegalArgumentException(fileName + ": unbalanced braces at the end");
    return out;
  }

  private static Member member(String text, String owner, String where) {
    String className = owner.substring(owner.lastIndexOf('.', owner.length()) + 1);
    int trailing = indexOfOutsideQuotes(text, "//");
    String line = trailing < 0 ? text : text.substring(0, trailing).strip();
    if (!line.endsWith(";")) throw new IllegalArgumentException(where + ": a member line ends with `;`: " + line);
    String body = line.substring(0, line.length() - 1);
    int firstSpace = body.indexOf(' ');
    String word = firstSpace < 0 ? body : body.substring(0, firstSpace);
    String rest = stripAnnotations(body.substring(firstSpace + 1));
    if (word.equals("property")) return null; // a Kotlin property: its getter and setter are listed as methods
    Kind kind = switch (word) {
      case "ctor" -> Kind.CTOR;
      case "method" -> Kind.METHOD;
      case "field", "enum_constant" -> Kind.FIELD;
      default -> null;
    };
    if (kind == null) throw new IllegalArgumentException(where + ": expected ctor, method, field or enum_constant: " + line);
    String value = null;
    if (kind == Kind.FIELD) {
      int eq = indexOfOutsideQuotes(rest, " = ");
      if (eq >= 0) {
        value = rest.substring(eq + 3).strip();
        rest = rest.substring(0, eq);
      }
    }
    boolean isStatic = false;
    List<String> tokens = splitTopLevel(rest.strip(), ' ');
    int at = 0;
    while (at < tokens.size() && MODIFIERS.contains(tokens.get(at))) {
      if (tokens.get(at).equals("static")) isStatic = true;
      at++;
    }
    List<String> typeParameters = List.of();
    if (at < tokens.size() && tokens.get(at).startsWith("<")) typeParameters = typeParameterNames(tokens.get(at++));
    String remainder = String.join(" ", tokens.subList(at, tokens.size()));
    if (kind == Kind.FIELD) {
      int space = remainder.lastIndexOf(' ');
      if (space < 0) throw new IllegalArgumentException(where + ": a field has a type and a name: " + line);
      return new Member(owner, kind, remainder.substring(space + 1), List.of(), normalize(remainder.substring(0, space)), isStatic, value, line, List.of());
    }
    int open = remainder.indexOf('(');
    int close = remainder.lastIndexOf(')');
    if (open < 0 || close < open) throw new IllegalArgumentException(where + ": no parameter list: " + line);
    String head = remainder.substring(0, open).strip();
    List<String> parameters = new ArrayList<>();
    for (String p : splitTopLevel(remainder.substring(open + 1, close), ',')) {
      if (!p.isBlank()) parameters.add(normalize(parameterType(p.strip())));
    }
    if (kind == Kind.CTOR) {
      String simple = className.substring(className.lastIndexOf('.') + 1);
      String name = head.substring(head.lastIndexOf('.') + 1);
      if (!name.equals(simple)) throw new IllegalArgumentException(where + ": a constructor of " + className + " is named " + head);
      return new Member(owner, kind, "<init>", List.copyOf(parameters), "void", false, null, line, typeParameters);
    }
    int space = head.lastIndexOf(' ');
    if (space < 0) throw new IllegalArgumentException(where + ": a method has a return type and a name: " + line);
    return new Member(owner, kind, head.substring(space + 1), List.copyOf(parameters), normalize(head.substring(0, space)), isStatic, null, line, typeParameters);
  }

  /** The names a {@code <T, U extends Foo>} declares, in order; empty for null. */
  static List<String> typeParameterNames(String declaration) {
    if (declaration == null || declaration.isBlank()) return List.of();
    String inner = declaration.strip();
    inner = inner.substring(1, inner.length() - 1);
    List<String> names = new ArrayList<>();
    for (String part : splitTopLevel(inner, ',')) names.add(part.strip().split("\\s+")[0]);
    return List.copyOf(names);
  }

  /**
   * A type with its type variables named by position ({@code ^C0} the class's first, {@code ^M0}
   * the method's first): {@code Task<TResult>} and {@code Task<T>} declare the same API.
   */
  public static String positional(String type, List<String> classVariables, List<String> methodVariables) {
    String t = type;
    for (int i = 0; i < methodVariables.size(); i++) t = t.replaceAll("(?<![\\w.$^])" + Pattern.quote(methodVariables.get(i)) + "(?![\\w$])", "^M" + i);
    for (int i = 0; i < classVariables.size(); i++) t = t.replaceAll("(?<![\\w.$^])" + Pattern.quote(classVariables.get(i)) + "(?![\\w$])", "^C" + i);
    return t;
  }

  /** A parameter's type: a parameter written with its name (`android.content.Intent intent`) loses the name. */
  private static String parameterType(String parameter) {
    List<String> parts = splitTopLevel(parameter, ' ');
    parts.removeIf(s -> s.equals("final") || s.equals("optional"));
    if (parts.size() >= 2 && !parts.get(0).equals("?") && parts.get(parts.size() - 1).matches("[a-z_$][\\w$]*")
        && !parts.get(parts.size() - 2).matches("extends|super")) {
      parts.remove(parts.size() - 1);
    }
    return String.join(" ", parts);
  }

  static String stripAnnotations(String text) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    boolean quoted = false;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '"' && (i == 0 || text.charAt(i - 1) != '\\')) quoted = !quoted;
      if (!quoted && c == '@' && i + 1 < text.length() && Character.isJavaIdentifierStart(text.charAt(i + 1))) {
        Matcher m = ANNOTATION.matcher(text);
        if (m.find(i) && m.start() == i && !text.startsWith("@interface", i)) {
          i = m.end();
          continue;
        }
      }
      out.append(c);
      i++;
    }
    return out.toString().strip();
  }

  /**
   * A type as both sides write it once normalized: no spaces, no {@code java.lang.} package
   * (metalava leaves it out), nested classes joined by dots, annotations gone, {@code ? extends Object}
   * written {@code ?}.
   */
  public static String normalize(String type) {
    String t = stripAnnotations(type).replace('$', '.');
    // Signature formats 3.0 and later mark nullness Kotlin's way (`CharSequence?`, `String!`); Java has no such types.
    t = t.replaceAll("(?<=[\\w>\\]])[?!]", "");
    t = t.replaceAll("\\bjava\\.lang\\.(?=[A-Z])", "");
    t = t.replaceAll("\\s*,\\s*", ",").replaceAll("\\s*<\\s*", "<").replaceAll("\\s*>", ">");
    t = t.replaceAll("\\s+(extends|super)\\s+", " $1 ");
    // `? extends Object` is `?` (JLS 4.5.1; javac writes both as `*`): AndroidX's Kotlin-written API files say the former.
    t = t.replaceAll("\\? extends Object(?=[,>])", "?");
    return t.strip();
  }

  /** A type without its generic arguments: {@code java.util.Map<String,Object>} is {@code java.util.Map}. */
  static String rawName(String type) {
    int lt = type.indexOf('<');
    return lt < 0 ? type : type.substring(0, lt);
  }

  private static String qualify(String type, String pkg) {
    String raw = rawName(type);
    return raw.contains(".") && Character.isLowerCase(raw.charAt(0)) ? raw : (raw.equals("Object") ? "java.lang.Object" : raw.contains(".") ? pkg + "." + raw : "java.lang." + raw);
  }

  static List<String> splitTopLevel(String text, char separator) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    boolean quoted = false;
    StringBuilder current = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' && (i == 0 || text.charAt(i - 1) != '\\')) quoted = !quoted;
      if (!quoted) {
        if (c == '<' || c == '(') depth++;
        if (c == '>' || c == ')') depth--;
        if (c == separator && depth == 0) {
          if (!current.toString().isBlank() || separator == ',') parts.add(current.toString().strip());
          current.setLength(0);
          continue;
        }
      }
      current.append(c);
    }
    if (!current.toString().isBlank()) parts.add(current.toString().strip());
    return parts;
  }

  private static int indexOfOutsideQuotes(String text, String needle) {
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' && (i == 0 || text.charAt(i - 1) != '\\')) quoted = !quoted;
      if (!quoted && text.startsWith(needle, i)) return i;
    }
    return -1;
  }
}
