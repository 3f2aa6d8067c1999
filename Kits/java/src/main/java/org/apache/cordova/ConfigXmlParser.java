package org.apache.cordova;

import android.content.Context;
import java.nio.file.Path;
import java.util.ArrayList;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code ConfigXmlParser}: reads the app's {@code res/xml/config.xml} (from the {@code res}
 * folder the adapter names, {@code new App(c).resources(…)}), as {@code cordova prepare} writes
 * it from the plugins' {@code plugin.xml}: each {@code <feature>} with its {@code android-package}
 * and {@code onload} is a {@link PluginEntry}, each {@code <preference>} a preference, and
 * {@code <content src>} the launch URL.
 */
public class ConfigXmlParser {
  private static final String TAG = "ConfigXmlParser";

  private String launchUrl;
  private String contentSrc;
  private final CordovaPreferences prefs = new CordovaPreferences();
  private final ArrayList<PluginEntry> pluginEntries = new ArrayList<>(20);

  public CordovaPreferences getPreferences() { return prefs; }

  public ArrayList<PluginEntry> getPluginEntries() { return pluginEntries; }

  /** {@code https://localhost/} and the content's {@code src} (as cordova-android 12 serves its assets), or the {@code src} when it has a scheme. */
  public String getLaunchUrl() {
    if (launchUrl == null) {
      String src = contentSrc == null ? "index.html" : contentSrc;
      launchUrl = src.matches("^[a-z-]+://.*") ? src : "https://localhost/" + src;
    }
    return launchUrl;
  }

  /** Reads {@code res/xml/config.xml} of {@code action}'s app; without one, Cordova's error and no plugins. */
  public void parse(Context action) {
    int id = action.getResources().getIdentifier("config", "xml", action.getPackageName());
    dev.trackcheck.kit.Aapt resources = dev.trackcheck.kit.KitProcess.resources();
    Path file = id == 0 || resources == null ? null : resources.file(id);
    if (file == null) {
      LOG.e(TAG, "res/xml/config.xml is missing! (name the app's res folder with new App(c).resources(\"…/res\"))");
      return;
    }
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      Element root = factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
      NodeList features = root.getElementsByTagName("feature");
      for (int i = 0; i < features.getLength(); i++) feature((Element) features.item(i));
      NodeList preferences = root.getElementsByTagName("preference");
      for (int i = 0; i < preferences.getLength(); i++) {
        Element preference = (Element) preferences.item(i);
        prefs.set(preference.getAttribute("name"), preference.getAttribute("value"));
      }
      NodeList content = root.getElementsByTagName("content");
      if (content.getLength() > 0) contentSrc = ((Element) content.item(0)).getAttribute("src");
    } catch (Exception error) {
      throw new IllegalStateException("cannot read " + file + ": " + error.getMessage(), error);
    }
  }

  private void feature(Element feature) {
    String service = feature.getAttribute("name");
    String pluginClass = "";
    boolean onload = false;
    NodeList params = feature.getElementsByTagName("param");
    for (int i = 0; i < params.getLength(); i++) {
      Element param = (Element) params.item(i);
      String name = param.getAttribute("name");
      String value = param.getAttribute("value");
      if (name.equals("service")) service = value;
      else if (name.equals("package") || name.equals("android-package")) pluginClass = value;
      else if (name.equals("onload")) onload = "true".equals(value);
    }
    if (!pluginClass.isEmpty()) pluginEntries.add(new PluginEntry(service, pluginClass, onload));
  }
}
