package android.widget;

import android.content.Context;
import android.view.View;

/** {@code android.widget.ProgressBar}. */
public class ProgressBar extends View {
  private int progress;

  /** A progress bar in {@code context}. */
  public ProgressBar(Context context) { super(context); }

  public int getProgress() { return progress; }
  public void setProgress(int progress) { this.progress = progress; }
}
