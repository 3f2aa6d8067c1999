package dev.trackcheck.kit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What Android's build does with an app's {@code res} folder, for the kit: the {@code R} class
 * (the resources' names and numbers) and, at run time, the resources behind those numbers —
 * strings from {@code values/}, layouts that {@code setContentView} inflates. The numbers follow
 * from the folder alone (type and name in sorted order, as {@code 0x7fTTNNNN}), so the {@code R}
 * written before compiling and the table read at run time agree.
 *
 * <pre>{@code
 * java -cp trackcheck-kit.jar dev.trackcheck.kit.Aapt app/src/main/res com.example.app build/generated
 * }</pre>
 */
public final class Aapt {
  private static final Pattern NEW_ID = Pattern.compile("@\\+id/([A-Za-z0-9_.]+)");
  private static final Set<String> VALUE_TYPES = Set.of("string", "color", "dimen", "integer", "bool", "style", "plurals", "array", "attr", "fraction");

  /** Type → names (sorted), from which the numbers follow. */
  final Map<String, Set<String>> names = new TreeMap<>();
  /** The default configuration's values: {@code string/name} → text. */
  final Map<String, String> values = new TreeMap<>();
  /** Layouts (and other XML files): {@code layout/name} → file. */
  final Map<String, Path> files = new TreeMap<>();
  final List<Path> folders;

  private Aapt(List<Path> folders) { this.folders = folders; }

  /**
   * Writes {@code R.java} of {@code packageName} ({@code args[1]}) under {@code args[2]} for the
   * {@code res} folders {@code args[0]} (separated by the path separator: the app's, then its
   * libraries', whose resources Android's build merges into the app's {@code R}).
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: java -cp trackcheck-kit.jar dev.trackcheck.kit.Aapt RES-FOLDER PACKAGE OUTPUT-FOLDER");
      System.exit(2);
    }
    Path out = Path.of(args[2]).resolve(args[1].replace('.', '/')).resolve("R.java");
    Files.createDirectories(out.getParent());
    List<Path> folders = new ArrayList<>();
    for (String folder : args[0].split(java.io.File.pathSeparator)) folders.add(Path.of(folder));
    Files.writeString(out, read(folders).rJava(args[1]), StandardCharsets.UTF_8);
    System.err.println("wrote " + out);
  }

  /** The resources of the folder {@code res}. */
  public static Aapt read(Path res) { return read(List.of(res)); }

  /** The resources of the folders {@code res}, merged (the first folder's value wins). */
  public static Aapt read(List<Path> res) {
    Aapt table = new Aapt(List.copyOf(res));
    for (Path folder : res) table.readFolder(folder);
    return table;
  }

  private void readFolder(Path res) {
    Aapt table = this;
    try (Stream<Path> folders = Files.list(res)) {
      for (Path typeFolder : (Iterable<Path>) folders.sorted()::iterator) {
        if (!Files.isDirectory(typeFolder)) continue;
        String folderName = typeFolder.getFileName().toString();
        String type = folderName.contains("-") ? folderName.substring(0, folderName.indexOf('-')) : folderName;
        boolean defaults = !folderName.contains("-");
        try (Stream<Path> entries = Files.list(typeFolder)) {
          for (Path file : (Iterable<Path>) entries.sorted()::iterator) {
            String fileName = file.getFileName().toString();
            if (type.equals("values")) {
              if (fileName.endsWith(".xml")) table.readValues(file, defaults);
              continue;
            }
            String name = fileName.contains(".") ? fileName.substring(0, fileName.indexOf('.')) : fileName;
            table.add(type, name);
            if (fileName.endsWith(".xml")) {
              table.files.putIfAbsent(type + "/" + name, file);
              Matcher ids = NEW_ID.matcher(Files.readString(file, StandardCharsets.UTF_8));
              while (ids.find()) table.add("id", ids.group(1).replace('.', '_'));
            }
          }
        }
      }
    } catch (IOException error) {
      throw new UncheckedIOException("cannot read the resources in " + res, error);
    }
  }

  private void add(String type, String name) { names.computeIfAbsent(type, t -> new TreeSet<>()).add(name); }

  private void readValues(Path file, boolean defaults) throws IOException {
    Element root = parse(file).getDocumentElement();
    NodeList children = root.getChildNodes();
    for (int i = 0; i < children.getLength(); i++) {
      if (!(children.item(i) instanceof Element)) continue;
      Element element = (Element) children.item(i);
      String tag = element.getTagName();
      String type = tag.equals("item") ? element.getAttribute("type") : tag.equals("string-array") || tag.equals("integer-array") ? "array" : tag;
      if (type.equals("declare-styleable") || type.isEmpty() || !(VALUE_TYPES.contains(type) || type.equals("id"))) continue;
      String name = element.getAttribute("name").replace('.', '_');
      add(type, name);
      if (defaults && !type.equals("id")) values.putIfAbsent(type + "/" + name, unescape(element.getTextContent().trim()));
    }
  }

  private static String unescape(String text) {
    if (text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"")) text = text.substring(1, text.length() - 1);
    return text.replace("\\'", "'").replace("\\\"", "\"").replace("\\n", "\n");
  }

  static Document parse(Path file) throws IOException {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(false);
      return factory.newDocumentBuilder().parse(file.toFile());
    } catch (javax.xml.parsers.ParserConfigurationException | org.xml.sax.SAXException error) {
      throw new IOException(file + ": " + error.getMessage(), error);
    }
  }

  /** The number of {@code type/name}, or 0 when there is no such resource. */
  public int id(String type, String name) {
    int typeIndex = 1;
    for (Map.Entry<String, Set<String>> entry : names.entrySet()) {
      if (entry.getKey().equals(type)) {
        int index = 0;
        for (String each : entry.getValue()) {
          if (each.equals(name)) return 0x7f000000 | (typeIndex << 16) | index;
          index++;
        }
        return 0;
      }
      typeIndex++;
    }
    return 0;
  }

  /** {@code type/name} of the number {@code id}, or null. */
  public String name(int id) {
    if ((id >>> 24) != 0x7f) return null;
    int typeIndex = (id >> 16) & 0xff;
    int index = id & 0xffff;
    int at = 1;
    for (Map.Entry<String, Set<String>> entry : names.entrySet()) {
      if (at++ != typeIndex) continue;
      int position = 0;
      for (String each : entry.getValue()) if (position++ == index) return entry.getKey() + "/" + each;
    }
    return null;
  }

  /** The default value of the resource {@code id} ({@code string}, {@code integer}, …), or null. */
  public String value(int id) {
    String name = name(id);
    return name == null ? null : values.get(name);
  }

  /** The XML file of the resource {@code id} (a layout), or null. */
  public Path file(int id) {
    String name = name(id);
    return name == null ? null : files.get(name);
  }

  /** The {@code R.java} source of {@code packageName}. */
  public String rJava(String packageName) {
    StringBuilder out = new StringBuilder();
    out.append("// Written by dev.trackcheck.kit.Aapt from ").append(folders).append(", as Android's build writes R: do not edit.\n");
    out.append("package ").append(packageName).append(";\n\npublic final class R {\n  private R() {}\n");
    for (Map.Entry<String, Set<String>> entry : names.entrySet()) {
      out.append("\n  public static final class ").append(entry.getKey()).append(" {\n    private ").append(entry.getKey()).append("() {}\n\n");
      for (String name : entry.getValue()) {
        out.append("    public static final int ").append(name).append(" = 0x").append(Integer.toHexString(id(entry.getKey(), name))).append(";\n");
      }
      out.append("  }\n");
    }
    return out.append("}\n").toString();
  }

  /** The number an {@code @type/name} (or {@code @+id/name}) reference names, 0 for anything else. */
  int reference(String text) {
    if (text == null || !text.startsWith("@") || !text.contains("/")) return 0;
    String type = text.substring(text.startsWith("@+") ? 2 : 1, text.indexOf('/'));
    return type.contains(":") ? 0 : id(type, text.substring(text.indexOf('/') + 1).replace('.', '_'));
  }
}
