package dev.trackcheck.signature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/** The signature check itself: a wrong stand-in fails it, and the kit refuses what the SDK refuses. */
class SignatureCheckTest {
  @Test
  void aLoosenedParameterAndAPublicInternalFailTheCheck() throws IOException {
    ApiFile api = ApiFile.readFolder(SignatureTest.referenceFolder());
    ApiFile.ApiClass published = api.get("com.adobe.marketing.mobile.MobileCore");
    assertNotNull(published, "the Adobe SDK's MobileCore is described");
    SignatureCheck.Result result = SignatureCheck.check(dev.trackcheck.signature.wrong.MobileCore.class, published, api);
    String problems = String.join("\n", result.problems());
    assertTrue(problems.contains("collectMessageInfo(java.util.Map<String,?>) in the kit; the published API has collectMessageInfo(java.util.Map<String,Object>)"), problems);
    assertTrue(problems.contains("takeCalls() is public in the kit; the published API has no member named takeCalls"), problems);
    assertFalse(problems.contains("setPushIdentifier"), problems);
    assertEquals(2, result.problems().size(), problems);
    assertTrue(result.covered().contains("METHOD setPushIdentifier(String)"), result.covered().toString());
  }

  @Test
  void theFileFormatIsReadAsMetalavaWritesIt() {
    ApiFile api = ApiFile.of(String.join("\n",
        "// Signature format: 2.0",
        "// source: https://example.com/current.txt",
        "package android.app {",
        "",
        "  public final class PendingIntent implements android.os.Parcelable {",
        "    method @Nullable public static android.app.PendingIntent getActivity(android.content.Context, int, @NonNull android.content.Intent, int, @Nullable android.os.Bundle);",
        "    method @RequiresPermission(value=android.Manifest.permission.X, conditional=true) public <T> T get(@NonNull Class<T>, String...);",
        "    field public static final int FLAG_IMMUTABLE = 67108864; // 0x4000000",
        "    field public static final String NAME = \"a; b // c\";",
        "  }",
        "",
        "  // source: https://example.com/other.txt",
        "  public static class Notification.Builder extends android.app.Base {",
        "    // extract: members push code calls",
        "    ctor public Notification.Builder(android.content.Context, String);",
        "  }",
        "",
        "}"), "inline.txt");
    ApiFile.ApiClass pendingIntent = api.get("android.app.PendingIntent");
    assertEquals("https://example.com/current.txt", pendingIntent.source());
    assertEquals(List.of("android.content.Context", "int", "android.content.Intent", "int", "android.os.Bundle"), pendingIntent.members().get(0).parameters());
    assertTrue(pendingIntent.members().get(0).isStatic());
    assertEquals("T", pendingIntent.members().get(1).type());
    assertEquals(List.of("Class<T>", "String..."), pendingIntent.members().get(1).parameters());
    assertEquals("67108864", SignatureCheck.constant(pendingIntent.members().get(2).value()));
    assertEquals("a; b // c", SignatureCheck.constant(pendingIntent.members().get(3).value()));
    ApiFile.ApiClass builder = api.get("android.app.Notification.Builder");
    assertEquals("https://example.com/other.txt", builder.source());
    assertTrue(builder.isExtract());
    assertEquals(List.of("android.app.Base"), builder.supertypes());
    assertEquals("<init>", builder.members().get(0).name());
    // Kotlin's `Class<*>` as metalava writes it is Java's `Class<?>`, the one type javac knows.
    assertEquals("Class<?>", ApiFile.normalize("Class<? extends java.lang.Object!>"));
    assertEquals("java.util.Map<?,? extends java.util.List>", ApiFile.normalize("java.util.Map<? extends Object, ? extends java.util.List>"));
  }

  /** Compiles one source file against the kit's classes; the errors javac reports. */
  static List<String> compile(String className, String source) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertNotNull(javac, "a JDK's compiler");
    Path out = Files.createTempDirectory("signature-compile");
    JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + className + ".java"), JavaFileObject.Kind.SOURCE) {
      @Override public CharSequence getCharContent(boolean ignoreEncodingErrors) { return source; }
    };
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    String classpath = System.getProperty("dev.trackcheck.kit.classpath") + File.pathSeparator + System.getProperty("java.class.path");
    javac.getTask(null, null, diagnostics, List.of("-d", out.toString(), "-cp", classpath), null, List.of(file)).call();
    return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).map(d -> d.getMessage(null)).toList();
  }

  @Test
  void aMapOfStringsIsRefusedWhereTheSdkWantsAMapOfObjects() throws IOException {
    List<String> errors = compile("Tracker", String.join("\n",
        "import com.adobe.marketing.mobile.MobileCore;",
        "import java.util.HashMap;",
        "class Tracker {",
        "  void open(HashMap<String, String> data) { MobileCore.collectMessageInfo(data); }",
        "}"));
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).contains("incompatible types"), errors.toString());
    assertEquals(List.of(), compile("Tracker", String.join("\n",
        "import com.adobe.marketing.mobile.MobileCore;",
        "import java.util.HashMap;",
        "class Tracker {",
        "  void open(HashMap<String, Object> data) { MobileCore.collectMessageInfo(data); }",
        "}")));
  }
}
