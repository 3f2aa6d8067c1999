package android.widget;

import android.app.PendingIntent;
import android.graphics.Bitmap;
import android.net.Uri;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code android.widget.RemoteViews}: a notification's custom layout ({@code Notification.contentView},
 * {@code Builder.setCustomContentView}). Nothing is drawn here: the layout and what the app set on
 * its views are kept ({@link #toString()} lists them); a view's click {@code PendingIntent} is not
 * a notification action and is not reported.
 */
public class RemoteViews {
  private final String packageName;
  private final int layoutId;
  /** What was set, in order: the view's id, the setter and its value. */
  private final List<Object[]> actions = new ArrayList<>();

  /** The layout {@code layoutId} of package {@code packageName}. */
  public RemoteViews(String packageName, int layoutId) {
    this.packageName = packageName;
    this.layoutId = layoutId;
  }

  /** A copy of {@code src}. */
  public RemoteViews(RemoteViews src) {
    this(src.packageName, src.layoutId);
    actions.addAll(src.actions);
  }

  /** The package the layout comes from. */
  public String getPackage() { return packageName; }

  /** The layout's resource id. */
  public int getLayoutId() { return layoutId; }

  private void set(int viewId, String setter, Object value) { actions.add(new Object[] {viewId, setter, value}); }

  /** {@code setTextViewText(viewId, text)}. */
  public void setTextViewText(int viewId, CharSequence text) { set(viewId, "setText", text); }

  /** {@code setTextColor(viewId, color)}. */
  public void setTextColor(int viewId, int color) { set(viewId, "setTextColor", color); }

  /** {@code setImageViewBitmap(viewId, bitmap)}. */
  public void setImageViewBitmap(int viewId, Bitmap bitmap) { set(viewId, "setImageBitmap", bitmap); }

  /** {@code setImageViewResource(viewId, srcId)}. */
  public void setImageViewResource(int viewId, int srcId) { set(viewId, "setImageResource", srcId); }

  /** {@code setImageViewUri(viewId, uri)}. */
  public void setImageViewUri(int viewId, Uri uri) { set(viewId, "setImageURI", uri); }

  /** {@code setViewVisibility(viewId, visibility)} ({@code View.VISIBLE}, {@code INVISIBLE}, {@code GONE}). */
  public void setViewVisibility(int viewId, int visibility) { set(viewId, "setVisibility", visibility); }

  /** {@code setOnClickPendingIntent(viewId, pendingIntent)}: what a tap on the view sends. */
  public void setOnClickPendingIntent(int viewId, PendingIntent pendingIntent) { set(viewId, "setOnClickPendingIntent", pendingIntent); }

  /** {@code setContentDescription(viewId, contentDescription)}. */
  public void setContentDescription(int viewId, CharSequence contentDescription) { set(viewId, "setContentDescription", contentDescription); }

  /** {@code setProgressBar(viewId, max, progress, indeterminate)}. */
  public void setProgressBar(int viewId, int max, int progress, boolean indeterminate) {
    set(viewId, "setProgressBar", List.of(max, progress, indeterminate));
  }

  /** {@code setCharSequence(viewId, methodName, value)}: the view's method {@code methodName} called with {@code value}. */
  public void setCharSequence(int viewId, String methodName, CharSequence value) { set(viewId, methodName, value); }

  /** {@code setString(viewId, methodName, value)}. */
  public void setString(int viewId, String methodName, String value) { set(viewId, methodName, value); }

  /** {@code setInt(viewId, methodName, value)}. */
  public void setInt(int viewId, String methodName, int value) { set(viewId, methodName, value); }

  /** {@code setBoolean(viewId, methodName, value)}. */
  public void setBoolean(int viewId, String methodName, boolean value) { set(viewId, methodName, value); }

  /** {@code setBitmap(viewId, methodName, value)}. */
  public void setBitmap(int viewId, String methodName, Bitmap value) { set(viewId, methodName, value); }

  @Override
  public String toString() {
    Map<String, Object> described = new LinkedHashMap<>();
    for (Object[] action : actions) described.put(action[0] + "." + action[1], action[2]);
    return "RemoteViews{" + packageName + ", layout 0x" + Integer.toHexString(layoutId) + ", " + described + "}";
  }
}
