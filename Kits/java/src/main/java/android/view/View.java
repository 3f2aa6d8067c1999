package android.view;

import android.content.Context;

/**
 * {@code android.view.View}: what {@code setContentView} inflates and {@code findViewById} finds.
 * The kit draws nothing: a view keeps its id, visibility and listeners, so an activity's code runs
 * as on a device; clicks come from no one (the suites play notifications, not screens).
 */
public class View {
  public static final int VISIBLE = 0;
  public static final int INVISIBLE = 4;
  public static final int GONE = 8;
  /** {@code View.NO_ID}. */
  public static final int NO_ID = -1;

  private final Context context;
  private int id = NO_ID;
  private int visibility = VISIBLE;
  private boolean enabled = true;
  private Object tag;
  private OnClickListener onClick;

  /** A view in {@code context}. */
  public View(Context context) { this.context = context; }

  public Context getContext() { return context; }
  public int getId() { return id; }
  public void setId(int id) { this.id = id; }
  public int getVisibility() { return visibility; }
  public void setVisibility(int visibility) { this.visibility = visibility; }
  public boolean isEnabled() { return enabled; }
  public void setEnabled(boolean enabled) { this.enabled = enabled; }
  public Object getTag() { return tag; }
  public void setTag(Object tag) { this.tag = tag; }
  public void setOnClickListener(OnClickListener listener) { onClick = listener; }
  /** {@code performClick()}: the click listener, if any; true when one ran. */
  public boolean performClick() {
    if (onClick == null) return false;
    onClick.onClick(this);
    return true;
  }
  /** {@code post(action)}: on the main thread, before the callback's answer. */
  public boolean post(Runnable action) { return new android.os.Handler(android.os.Looper.getMainLooper()).post(action); }
  /** A view of this one's tree with {@code id}: itself or none (a {@link ViewGroup} looks among its children). */
  @SuppressWarnings("unchecked")
  public <T extends View> T findViewById(int id) { return this.id == id ? (T) this : null; }

  /** {@code View.OnClickListener}. */
  public interface OnClickListener {
    void onClick(View view);
  }
}
