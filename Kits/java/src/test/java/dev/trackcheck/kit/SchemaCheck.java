package dev.trackcheck.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * docs/protocol.schema.json, checked on the lines the kit writes: a validator of the part of
 * JSON Schema 2020-12 the protocol's schema uses ({@code type}, {@code enum}, {@code const},
 * {@code required}, {@code properties}, {@code items}, {@code oneOf}, {@code $ref} to
 * {@code #/$defs/…}, {@code minLength}, {@code minimum}), on the kit's own {@link Json}, so the
 * tests need nothing beyond JUnit.
 *
 * <p>The schema is at {@code -Ddev.trackcheck.kit.schema} (build.sh and pom.xml set it), or
 * found as docs/protocol.schema.json in the working directory or one above it.
 */
final class SchemaCheck {
  /** The kinds of line an implementation writes (the schema's oneOf holds both sides'). */
  static final List<String> IMPLEMENTATION_DEFS = List.of("implementationHello", "ready", "unsupported", "calls", "error", "log");
  private static final Set<String> KNOWN = Set.of("$schema", "$id", "title", "description", "$defs", "type", "enum", "const",
      "required", "properties", "items", "oneOf", "$ref", "minLength", "minimum");
  private static Map<String, Object> schema;

  private SchemaCheck() {}

  /** The protocol's schema, read once. */
  @SuppressWarnings("unchecked")
  static synchronized Map<String, Object> schema() {
    if (schema != null) return schema;
    try {
      schema = (Map<String, Object>) Json.parse(Files.readString(schemaPath(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IllegalStateException("cannot read docs/protocol.schema.json: " + e, e);
    }
    return schema;
  }

  private static Path schemaPath() {
    String property = System.getProperty("dev.trackcheck.kit.schema");
    if (property != null && !property.isEmpty()) return Paths.get(property);
    for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("docs").resolve("protocol.schema.json");
      if (Files.isRegularFile(candidate)) return candidate;
    }
    throw new IllegalStateException("docs/protocol.schema.json not found: set -Ddev.trackcheck.kit.schema");
  }

  /**
   * The problems of one line the implementation wrote: against the whole schema (exactly one
   * alternative) and against the implementation's side of it. Empty when it is valid.
   */
  @SuppressWarnings("unchecked")
  static List<String> checkLine(Object message) {
    Map<String, Object> root = schema();
    List<String> found = errors(message, root, root, "$");
    Map<String, Object> defs = (Map<String, Object>) root.get("$defs");
    boolean implementation = false;
    for (String name : IMPLEMENTATION_DEFS) {
      if (errors(message, (Map<String, Object>) defs.get(name), root, "$").isEmpty()) implementation = true;
    }
    if (!implementation) found.add("$: not a message an implementation writes");
    return found;
  }

  /** Every way {@code value} breaks {@code schema} (a subschema of {@code root}), as readable strings. */
  @SuppressWarnings("unchecked")
  static List<String> errors(Object value, Map<String, Object> schema, Map<String, Object> root, String at) {
    List<String> found = new ArrayList<>();
    for (String key : schema.keySet()) {
      if (!KNOWN.contains(key)) throw new IllegalArgumentException("the schema uses a keyword this checker does not know: " + key);
    }
    if (schema.containsKey("$ref")) {
      String reference = (String) schema.get("$ref");
      if (!reference.startsWith("#/$defs/")) throw new IllegalArgumentException("only #/$defs/ references are known: " + reference);
      Map<String, Object> defs = (Map<String, Object>) root.get("$defs");
      Object target = defs.get(reference.substring("#/$defs/".length()));
      if (target == null) throw new IllegalArgumentException("the schema has no " + reference);
      found.addAll(errors(value, (Map<String, Object>) target, root, at));
    }
    if (schema.containsKey("type")) {
      Object type = schema.get("type");
      List<Object> types = type instanceof List ? (List<Object>) type : List.of(type);
      boolean any = false;
      for (Object name : types) any |= typeOk(value, (String) name);
      if (!any) {
        found.add(at + ": " + Json.write(value) + " is not of type " + String.join("/", types.stream().map(String::valueOf).toList()));
        return found;
      }
    }
    if (schema.containsKey("const") && !same(value, schema.get("const"))) {
      found.add(at + ": " + Json.write(value) + " is not " + Json.write(schema.get("const")));
    }
    if (schema.containsKey("enum")) {
      boolean any = false;
      for (Object each : (List<Object>) schema.get("enum")) any |= same(value, each);
      if (!any) found.add(at + ": " + Json.write(value) + " is not one of " + Json.write(schema.get("enum")));
    }
    if (value instanceof String && schema.containsKey("minLength")) {
      long length = ((String) value).codePointCount(0, ((String) value).length());
      if (length < ((Number) schema.get("minLength")).longValue()) {
        found.add(at + ": " + Json.write(value) + " is shorter than " + schema.get("minLength"));
      }
    }
    if (value instanceof Number && schema.containsKey("minimum")
        && ((Number) value).doubleValue() < ((Number) schema.get("minimum")).doubleValue()) {
      found.add(at + ": " + Json.write(value) + " is below " + schema.get("minimum"));
    }
    if (value instanceof Map) {
      Map<String, Object> object = (Map<String, Object>) value;
      for (Object key : (List<Object>) schema.getOrDefault("required", List.of())) {
        if (!object.containsKey((String) key)) found.add(at + ": " + key + " is required");
      }
      Map<String, Object> properties = (Map<String, Object>) schema.getOrDefault("properties", Map.of());
      for (Map.Entry<String, Object> property : properties.entrySet()) {
        if (object.containsKey(property.getKey())) {
          found.addAll(errors(object.get(property.getKey()), (Map<String, Object>) property.getValue(), root, at + "." + property.getKey()));
        }
      }
    }
    if (value instanceof List && schema.containsKey("items")) {
      List<Object> items = (List<Object>) value;
      for (int index = 0; index < items.size(); index++) {
        found.addAll(errors(items.get(index), (Map<String, Object>) schema.get("items"), root, at + "[" + index + "]"));
      }
    }
    if (schema.containsKey("oneOf")) {
      int matches = 0;
      for (Object each : (List<Object>) schema.get("oneOf")) {
        if (errors(value, (Map<String, Object>) each, root, at).isEmpty()) matches++;
      }
      if (matches != 1) found.add(at + ": matches " + matches + " of the schema's alternatives, not exactly one");
    }
    return found;
  }

  private static boolean typeOk(Object value, String name) {
    switch (name) {
      case "object": return value instanceof Map;
      case "array": return value instanceof List;
      case "string": return value instanceof String;
      case "integer": return value instanceof Long || (value instanceof Double && isWhole((Double) value));
      case "number": return value instanceof Long || (value instanceof Double && Double.isFinite((Double) value));
      case "boolean": return value instanceof Boolean;
      case "null": return value == Json.NULL || value == null;
      default: throw new IllegalArgumentException("the schema uses a type this checker does not know: " + name);
    }
  }

  private static boolean isWhole(double number) { return Double.isFinite(number) && number == Math.rint(number); }

  /** JSON equality: numbers by value (1 and 1.0 are the same number), everything else by equals. */
  private static boolean same(Object a, Object b) {
    if (a instanceof Number && b instanceof Number) return ((Number) a).doubleValue() == ((Number) b).doubleValue();
    if (a == Json.NULL || b == Json.NULL) return a == b;
    return a != null && a.equals(b);
  }
}
