package dev.trackcheck.signature;

import dev.trackcheck.signature.ApiFile.ApiClass;
import dev.trackcheck.signature.ApiFile.Kind;
import dev.trackcheck.signature.ApiFile.Member;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A stand-in class compared with its published description: every public or protected member
 * the stand-in declares must be a published member of the class or of a published supertype,
 * with the same parameter types (generic arguments included), return or field type, static-ness
 * and, for a published constant, the same value.
 */
public final class SignatureCheck {
  /** What one class's check found. */
  public record Result(String className, List<String> problems, Set<String> covered, Set<String> lacking) {}

  private SignatureCheck() {}

  /** Checks {@code standIn} against {@code published} ({@code api} gives the published supertypes). */
  public static Result check(Class<?> standIn, ApiClass published, ApiFile api) {
    String name = published.name();
    List<String> problems = new ArrayList<>();
    Set<String> covered = new TreeSet<>();
    String kind = standIn.isAnnotation() ? "@interface" : standIn.isInterface() ? "interface" : standIn.isEnum() ? "enum" : "class";
    if (!kind.equals(published.kind())) {
      problems.add(name + " is " + article(kind) + " in the kit; the published API has " + article(published.kind()));
    }
    boolean subclassable = !Modifier.isFinal(standIn.getModifiers()) && !standIn.isInterface();
    for (Constructor<?> c : standIn.getDeclaredConstructors()) {
      if (!visible(c.getModifiers(), subclassable) || c.isSynthetic()) continue;
      executable(name, c, "<init>", "void", false, Kind.CTOR, published, api, problems, covered);
    }
    for (Method m : standIn.getDeclaredMethods()) {
      if (!visible(m.getModifiers(), subclassable) || m.isSynthetic() || m.isBridge()) continue;
      if (standIn.isEnum() && Modifier.isStatic(m.getModifiers()) && (m.getName().equals("values") || m.getName().equals("valueOf"))) continue;
      executable(name, m, m.getName(), typeName(m.getGenericReturnType()), Modifier.isStatic(m.getModifiers()), Kind.METHOD, published, api, problems, covered);
    }
    for (Field f : standIn.getDeclaredFields()) {
      if (!visible(f.getModifiers(), subclassable) || f.isSynthetic()) continue;
      field(name, f, published, api, problems, covered);
    }
    Set<String> lacking = new TreeSet<>();
    for (Member m : published.members()) {
      String key = key(m.kind(), m.name(), m.parameters());
      if (!covered.contains(key)) lacking.add(m.kind() == Kind.CTOR ? simpleName(name) + "(" + String.join(", ", m.parameters()) + ")" : m.signature());
    }
    return new Result(name, problems, covered, lacking);
  }

  private static void executable(String className, Executable e, String name, String returnType, boolean isStatic, Kind kind,
      ApiClass published, ApiFile api, List<String> problems, Set<String> covered) {
    List<String> parameters = new ArrayList<>();
    Type[] types = e.getGenericParameterTypes();
    int first = 0;
    // A member class's constructor may list its outer instance first; the API leaves it out.
    Class<?> declaring = e.getDeclaringClass();
    if (kind == Kind.CTOR && declaring.isMemberClass() && !Modifier.isStatic(declaring.getModifiers()) && types.length > 0
        && types[0] == declaring.getEnclosingClass()) {
      first = 1;
    }
    for (int i = first; i < types.length; i++) {
      String t = typeName(types[i]);
      if (i == types.length - 1 && e.isVarArgs() && t.endsWith("[]")) t = t.substring(0, t.length() - 2) + "...";
      parameters.add(t);
    }
    String shown = (kind == Kind.CTOR ? simpleName(className) : name) + "(" + String.join(", ", parameters) + ")";
    List<Member> candidates = api.lookup(className, name, kind);
    if (candidates.isEmpty() && kind == Kind.METHOD && OBJECT_METHODS.contains(name)) return; // an override of Object's own adds nothing callable
    if (candidates.isEmpty()) {
      problems.add(className + "." + shown + " is public in the kit; the published API has no "
          + (kind == Kind.CTOR ? "constructor" : "member named " + name) + " (a kit internal on the public surface, or a name the API does not have)");
      return;
    }
    List<String> classVariables = variables(e.getDeclaringClass().getTypeParameters());
    List<String> methodVariables = variables(e.getTypeParameters());
    List<String> kitParameters = parameters.stream().map(t -> ApiFile.positional(t, classVariables, methodVariables)).toList();
    Member match = null;
    for (Member m : candidates) {
      if (published(m, m.parameters(), api).equals(kitParameters)) { match = m; break; }
    }
    if (match == null) {
      List<String> forms = new ArrayList<>();
      for (Member m : candidates) forms.add((kind == Kind.CTOR ? simpleName(className) : name) + "(" + String.join(", ", m.parameters()) + ")");
      problems.add(className + "." + shown + " in the kit; the published API has " + String.join(" and ", forms)
          + ": code written for the real API and code written for the kit differ");
      return;
    }
    if (published.members().contains(match)) covered.add(key(kind, name, parameters));
    if (kind == Kind.METHOD && !published(match, List.of(match.type()), api).get(0).equals(ApiFile.positional(returnType, classVariables, methodVariables))) {
      problems.add(className + "." + shown + " returns " + returnType + " in the kit; the published API returns " + match.type());
    }
    if (match.isStatic() != isStatic) {
      problems.add(className + "." + shown + " is " + (isStatic ? "static" : "an instance member") + " in the kit; the published API's is "
          + (match.isStatic() ? "static" : "an instance member"));
    }
  }

  private static void field(String className, Field f, ApiClass published, ApiFile api, List<String> problems, Set<String> covered) {
    List<Member> candidates = api.lookup(className, f.getName(), Kind.FIELD);
    if (candidates.isEmpty()) {
      problems.add(className + "." + f.getName() + " is a public field in the kit; the published API has no field of that name (a kit internal on the public surface, or a name the API does not have)");
      return;
    }
    Member m = candidates.get(0);
    if (published.members().contains(m)) covered.add(key(Kind.FIELD, f.getName(), List.of()));
    String type = typeName(f.getGenericType());
    boolean isStatic = Modifier.isStatic(f.getModifiers());
    if (!m.type().equals(type)) problems.add(className + "." + f.getName() + " is " + type + " in the kit; the published API's is " + m.type());
    if (m.isStatic() != isStatic) problems.add(className + "." + f.getName() + " is " + (isStatic ? "static" : "an instance field") + " in the kit; the published API's is " + (m.isStatic() ? "static" : "an instance field"));
    if (m.value() != null && isStatic && Modifier.isFinal(f.getModifiers())) {
      try {
        f.setAccessible(true);
        Object actual = f.get(null);
        String expected = constant(m.value());
        if (actual != null && expected != null && !String.valueOf(actual).equals(expected)) {
          problems.add(className + "." + f.getName() + " is " + actual + " in the kit; the published constant is " + expected);
        }
      } catch (ReflectiveOperationException | RuntimeException e) {
        problems.add(className + "." + f.getName() + " could not be read: " + e);
      }
    }
  }

  private static final java.util.Set<String> OBJECT_METHODS = java.util.Set.of("toString", "equals", "hashCode");

  private static List<String> variables(java.lang.reflect.TypeVariable<?>[] variables) {
    List<String> names = new ArrayList<>();
    for (java.lang.reflect.TypeVariable<?> v : variables) names.add(v.getName());
    return names;
  }

  /** A published member's types with its class's and its own type variables named by position. */
  private static List<String> published(Member m, List<String> types, ApiFile api) {
    ApiClass owner = api.get(m.owner());
    List<String> classVariables = owner == null ? List.of() : owner.typeParameters();
    return types.stream().map(t -> ApiFile.positional(t, classVariables, m.typeParameters())).toList();
  }

  /** A published constant's value as {@code String.valueOf} writes the field's value, or null when not comparable. */
  static String constant(String value) {
    String v = value.strip();
    if (v.startsWith("\"") && v.endsWith("\"") && v.length() >= 2) {
      return v.substring(1, v.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
    }
    if (v.matches("-?\\d+[lL]?")) return v.replaceAll("[lL]$", "");
    if (v.equals("true") || v.equals("false")) return v;
    if (v.matches("-?[\\d.]+(E-?\\d+)?[fFdD]?")) {
      double d = Double.parseDouble(v.replaceAll("[fFdD]$", ""));
      return v.matches(".*[fF]$") ? String.valueOf((float) d) : String.valueOf(d);
    }
    if (v.matches("'.*'")) return null;
    return null;
  }

  static String typeName(Type type) {
    return ApiFile.normalize(type.getTypeName());
  }

  private static boolean visible(int modifiers, boolean subclassable) {
    return Modifier.isPublic(modifiers) || (subclassable && Modifier.isProtected(modifiers));
  }

  private static String key(Kind kind, String name, List<String> parameters) {
    return kind + " " + name + "(" + String.join(",", parameters) + ")";
  }

  private static String simpleName(String className) { return className.substring(className.lastIndexOf('.') + 1); }

  private static String article(String kind) {
    return (kind.startsWith("i") || kind.startsWith("e") || kind.startsWith("@") ? "an " : "a ") + kind;
  }
}
