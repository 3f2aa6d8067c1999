package android.view;

import android.content.Context;
import java.util.ArrayList;
import java.util.List;

/** {@code android.view.ViewGroup}: a view with children, searched by {@code findViewById}. */
public class ViewGroup extends View {
  private final List<View> children = new ArrayList<>();

  /** A group in {@code context}. */
  public ViewGroup(Context context) { super(context); }

  public void addView(View child) { children.add(child); }
  public void removeView(View child) { children.remove(child); }
  public void removeAllViews() { children.clear(); }
  public int getChildCount() { return children.size(); }
  public View getChildAt(int index) { return children.get(index); }

  @Override
  public <T extends View> T findViewById(int id) {
    T self = super.findViewById(id);
    if (self != null) return self;
    for (View child : children) {
      T found = child.findViewById(id);
      if (found != null) return found;
    }
    return null;
  }
}
