package dev.trackcheck.kit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Android's {@code LayoutInflater} for the kit: the views of a layout of the app's resources
 * ({@link Aapt}), for {@code setContentView}. Apart from {@link Aapt}, which writes {@code R}
 * with the kit's jar alone.
 */
public final class Inflater {
  private final Aapt table;

  /** The inflater of {@code table}'s layouts. */
  public Inflater(Aapt table) { this.table = table; }

  /** Inflates the layout {@code id}'s views (Android's {@code LayoutInflater}): their classes, ids and texts. */
  public android.view.View inflate(int id, android.content.Context context) {
    Path file = table.file(id);
    if (file == null) throw new IllegalArgumentException("no layout resource 0x" + Integer.toHexString(id));
    try {
      return view(Aapt.parse(file).getDocumentElement(), context);
    } catch (IOException error) {
      throw new UncheckedIOException(error);
    }
  }

  private android.view.View view(Element element, android.content.Context context) throws IOException {
    String tag = element.getTagName();
    if (tag.equals("include")) {
      int layout = table.reference(element.getAttribute("layout"));
      android.view.View included = layout == 0 ? new android.view.View(context) : inflate(layout, context);
      int includedId = table.reference(element.getAttribute("android:id"));
      if (includedId != 0) included.setId(includedId);
      return included;
    }
    List<Element> children = new ArrayList<>();
    NodeList nodes = element.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE) children.add((Element) nodes.item(i));
    android.view.View view = instance(tag.equals("merge") ? "FrameLayout" : tag, context, !children.isEmpty());
    int viewId = table.reference(element.getAttribute("android:id"));
    if (viewId != 0) view.setId(viewId);
    String visibility = element.getAttribute("android:visibility");
    if (visibility.equals("gone")) view.setVisibility(android.view.View.GONE);
    else if (visibility.equals("invisible")) view.setVisibility(android.view.View.INVISIBLE);
    if (view instanceof android.widget.TextView && element.hasAttribute("android:text")) {
      String text = element.getAttribute("android:text");
      int textId = table.reference(text);
      ((android.widget.TextView) view).setText(textId != 0 && table.value(textId) != null ? table.value(textId) : text);
    }
    if (view instanceof android.view.ViewGroup) {
      for (Element child : children) ((android.view.ViewGroup) view).addView(view(child, context));
    }
    return view;
  }


  private static android.view.View instance(String tag, android.content.Context context, boolean group) {
    List<String> candidates = tag.contains(".") ? List.of(tag) : List.of("android.widget." + tag, "android.view." + tag, "android.webkit." + tag);
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    for (String candidate : candidates) {
      try {
        Class<?> type = Class.forName(candidate, true, loader == null ? Inflater.class.getClassLoader() : loader);
        if (android.view.View.class.isAssignableFrom(type)) {
          return (android.view.View) type.getConstructor(android.content.Context.class).newInstance(context);
        }
      } catch (ReflectiveOperationException | LinkageError notHere) {
        // Not a view the kit or the app has: try the next, else a plain view.
      }
    }
    return group ? new android.view.ViewGroup(context) : new android.view.View(context);
  }
}
