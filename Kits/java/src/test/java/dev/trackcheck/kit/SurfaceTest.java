package dev.trackcheck.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.content.Context;
import android.content.SharedPreferences;
import android.content.res.Resources;
import android.net.Uri;
import android.widget.EditText;
import android.widget.TextView;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.internal.SharedSecrets;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The platform surface real push code calls, as Android answers it. */
class SurfaceTest {
  @Test
  void uriPartsAreReadAsAndroidReadsThem() {
    Uri uri = Uri.parse("https://user@example.com:8443/activity/settings?utm=a%20b&x=1&x=2#top");
    assertEquals("https", uri.getScheme());
    assertEquals("example.com", uri.getHost());
    assertEquals(8443, uri.getPort());
    assertEquals("/activity/settings", uri.getPath());
    assertEquals(List.of("activity", "settings"), uri.getPathSegments());
    assertEquals("settings", uri.getLastPathSegment());
    assertEquals("a b", uri.getQueryParameter("utm"));
    assertEquals(List.of("1", "2"), uri.getQueryParameters("x"));
    assertEquals("top", uri.getFragment());
    assertEquals("myapp", Uri.parse("myapp://open").getScheme());
    assertNull(Uri.parse("myapp://open").getLastPathSegment());
    assertTrue(Uri.parse("mailto:a@b.c").isAbsolute());
    assertNull(Uri.parse("mailto:a@b.c").getPath(), "an opaque URI has no path");
  }

  @Test
  void preferencesOutliveAProcessButNotTheInstallation() {
    KitProcess.install();
    SharedPreferences first = new Context().getSharedPreferences("LinkageFields", Context.MODE_PRIVATE);
    first.edit().putString("cusEmail", "a@b.c").putBoolean("loggedIn", true).commit();
    SharedPreferences.Editor pending = first.edit().putInt("n", 1);
    assertEquals(-1, first.getInt("n", -1), "not before commit");
    pending.apply();
    SharedPreferences again = new Context().getSharedPreferences("LinkageFields", 0);
    assertEquals("a@b.c", again.getString("cusEmail", null));
    assertTrue(again.getBoolean("loggedIn", false));
    assertEquals(1, again.getInt("n", -1));
    again.edit().clear().commit();
    assertEquals(Map.of(), first.getAll());
    first.edit().putString("k", "v").commit();
    KitProcess.install();
    assertNull(new Context().getSharedPreferences("LinkageFields", 0).getString("k", null), "a new case: a fresh installation");
  }

  @Test
  void theResFolderGivesRItsStringsAndItsLayouts() throws Exception {
    Path res = Files.createTempDirectory("res");
    Files.createDirectories(res.resolve("values"));
    Files.createDirectories(res.resolve("values-fr"));
    Files.createDirectories(res.resolve("layout"));
    Files.createDirectories(res.resolve("mipmap-hdpi"));
    Files.writeString(res.resolve("values/strings.xml"),
        "<resources><string name=\"app_name\">Campaign</string><string name=\"hello\">Hello %1$s</string><color name=\"accent\">#fff</color></resources>", StandardCharsets.UTF_8);
    Files.writeString(res.resolve("values-fr/strings.xml"), "<resources><string name=\"app_name\">Campagne</string></resources>", StandardCharsets.UTF_8);
    Files.write(res.resolve("mipmap-hdpi/ic_launcher.png"), new byte[] {1});
    Files.writeString(res.resolve("layout/activity_main.xml"),
        "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">"
        + "<androidx.appcompat.widget.AppCompatEditText android:id=\"@+id/name\"/>"
        + "<TextView android:id=\"@+id/title\" android:text=\"@string/app_name\"/>"
        + "<com.example.Unknown android:id=\"@+id/custom\"/></LinearLayout>", StandardCharsets.UTF_8);
    Aapt table = Aapt.read(res);
    String r = table.rJava("com.example.app");
    assertTrue(r.contains("public static final class layout {"), r);
    assertTrue(r.contains("public static final int ic_launcher = 0x"), r);
    int name = table.id("id", "name");
    int title = table.id("id", "title");
    assertEquals("id/name", table.name(name));
    Resources resources = SharedSecrets.resources().of(table);
    assertEquals("Campaign", resources.getString(table.id("string", "app_name")), "the default configuration");
    assertEquals("Hello Ada", resources.getString(table.id("string", "hello"), "Ada"));
    assertEquals(table.id("string", "app_name"), resources.getIdentifier("app_name", "string", "com.example.app"));
    android.view.View root = new Inflater(table).inflate(table.id("layout", "activity_main"), new Context());
    EditText field = root.findViewById(name);
    field.setText("x");
    assertEquals("x", field.getText().toString());
    TextView label = root.findViewById(title);
    assertEquals("Campaign", label.getText().toString());
    assertEquals(android.view.View.class, root.findViewById(table.id("id", "custom")).getClass(), "a class nobody has: a plain view");
  }

  @Test
  void aDataMessageHasNoNotificationPayload() {
    assertNull(SharedSecrets.remoteMessages().fromMap(Map.of("data", Map.of("_dId", "d"))).getNotification());
    assertEquals("Sale", SharedSecrets.remoteMessages().fromMap(Map.of("notification", Map.of("title", "Sale"))).getNotification().getTitle());
  }

  @Test
  void whatACordovaPushPluginAndItsNotificationBuilderCall() throws Exception {
    assertEquals(0xFF00FFFF, android.graphics.Color.parseColor("#00FFFF"));
    assertEquals(0x8000FF00, android.graphics.Color.parseColor("#8000ff00"));
    assertEquals(android.graphics.Color.RED, android.graphics.Color.parseColor("red"));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> android.graphics.Color.parseColor("#12345"));
    assertTrue(android.text.TextUtils.isEmpty(null) && android.text.TextUtils.isEmpty(""));
    assertTrue(android.text.TextUtils.equals(null, null) && !android.text.TextUtils.equals("a", null));
    assertEquals("android.resource", android.content.ContentResolver.SCHEME_ANDROID_RESOURCE);

    Path res = Files.createTempDirectory("res");
    Files.createDirectories(res.resolve("values"));
    Files.createDirectories(res.resolve("drawable"));
    Files.writeString(res.resolve("values/colors.xml"),
        "<resources><color name=\"accent\">#FF00FFFF</color><color name=\"short\">#f00</color><color name=\"alias\">@color/short</color></resources>",
        StandardCharsets.UTF_8);
    Files.write(res.resolve("drawable/notification_icon.png"), new byte[] {1});
    Resources resources = SharedSecrets.resources().of(Aapt.read(res));
    assertEquals(0xFF00FFFF, resources.getColor(resources.getIdentifier("accent", "color", "com.example.app"), null));
    assertEquals(0xFFFF0000, resources.getColor(resources.getIdentifier("alias", "color", "com.example.app"), null), "#RGB, through another colour");
    org.junit.jupiter.api.Assertions.assertThrows(Resources.NotFoundException.class, () -> resources.getColor(0, null), "no colour 0, as on Android");
    int icon = resources.getIdentifier("notification_icon", "drawable", "com.example.app");
    assertTrue(android.graphics.BitmapFactory.decodeResource(resources, icon) != null);
    assertNull(android.graphics.BitmapFactory.decodeResource(resources, 0));
    assertNull(android.graphics.BitmapFactory.decodeStream(null));

    KitProcess.start(new android.app.Application(), 34, 30, Aapt.read(res), null);
    android.content.pm.ApplicationInfo info;
    try {
      info = new Context().getApplicationInfo();
    } finally {
      KitProcess.start(null, KitProcess.DEFAULT_API_LEVEL, KitProcess.DEFAULT_API_LEVEL, null, null);
    }
    assertEquals(30, info.targetSdkVersion, "the app's targetSdk, not the device's API level");
    assertEquals("com.example.app", info.packageName);
    assertEquals(0, info.icon, "no ic_launcher in this res folder");

    android.content.Intent view = android.content.Intent.getIntent("https://example.com/sale");
    assertEquals(android.content.Intent.ACTION_VIEW, view.getAction());
    assertEquals("https://example.com/sale", view.getDataString());
    android.content.Intent parsed = android.content.Intent.parseUri("intent://open#Intent;scheme=myapp;action=com.example.OPEN;launchFlags=0x10000000;S._dId=d%201;end", 0);
    assertEquals("com.example.OPEN", parsed.getAction());
    assertEquals("myapp://open", parsed.getDataString());
    assertEquals(android.content.Intent.FLAG_ACTIVITY_NEW_TASK, parsed.getFlags());
    assertEquals("d 1", parsed.getStringExtra("_dId"));

    com.adobe.marketing.mobile.Event event = new com.adobe.marketing.mobile.Event.Builder("n", "t", "s").setEventData(Map.of("k", "v")).build();
    assertEquals(Map.of("k", "v"), event.getEventData());
    assertEquals("optedin", com.adobe.marketing.mobile.MobilePrivacyStatus.OPT_IN.getValue());
    java.util.List<String> errors = new java.util.ArrayList<>();
    assertTrue(com.adobe.marketing.mobile.MobileCore.dispatchEvent(event, error -> errors.add(error.getErrorName())));
    assertTrue(!com.adobe.marketing.mobile.MobileCore.dispatchEvent(null, error -> errors.add(error.getErrorName())));
    assertEquals(java.util.List.of("extension.event_null"), errors);
    assertEquals(java.util.List.of(), SharedSecrets.mobileCore().takeCalls(), "dispatched events are not tracking calls");
  }

  @Test
  void aaptWritesRWithTheKitsJarAlone() throws Exception {
    Path res = Files.createTempDirectory("res");
    Files.createDirectories(res.resolve("values"));
    Files.writeString(res.resolve("values/strings.xml"), "<resources><string name=\"app_name\">App</string></resources>", StandardCharsets.UTF_8);
    Path out = Files.createTempDirectory("gen");
    // The kit's classes and nothing of the stand-ins: as `java -cp trackcheck-kit.jar dev.trackcheck.kit.Aapt …` runs.
    java.net.URL classes = Aapt.class.getProtectionDomain().getCodeSource().getLocation();
    try (java.net.URLClassLoader kitAlone = new java.net.URLClassLoader(new java.net.URL[] {classes}, ClassLoader.getPlatformClassLoader()) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (!name.startsWith("dev.trackcheck.kit.")) throw new ClassNotFoundException(name + " is not in trackcheck-kit.jar");
        return super.findClass(name);
      }
    }) {
      kitAlone.loadClass("dev.trackcheck.kit.Aapt").getMethod("main", String[].class)
          .invoke(null, (Object) new String[] {res.toString(), "com.example.app", out.toString()});
    }
    assertTrue(Files.readString(out.resolve("com/example/app/R.java")).contains("public static final int app_name = 0x"));
  }

  @Test
  void glideLoadsLocalImagesAndFailsOnTheNetworkAsADeviceOffline() throws Exception {
    java.util.concurrent.Future<android.graphics.Bitmap> remote = com.bumptech.glide.Glide.with(new Context()).asBitmap().load("https://example.com/a.png").submit();
    org.junit.jupiter.api.Assertions.assertThrows(java.util.concurrent.ExecutionException.class, remote::get);
    Path file = Files.createTempFile("image", ".png");
    Files.write(file, new byte[] {1});
    assertTrue(com.bumptech.glide.Glide.with(new Context()).asBitmap().load(file.toString()).submit().get() != null);
  }
}
