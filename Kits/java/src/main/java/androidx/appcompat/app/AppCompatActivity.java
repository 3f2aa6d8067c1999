package androidx.appcompat.app;

import androidx.activity.ComponentActivity;

/** {@code androidx.appcompat.app.AppCompatActivity}: the activity most apps extend. */
public class AppCompatActivity extends ComponentActivity {
  private ActionBar actionBar;

  /**
   * {@code getSupportActionBar()}: the activity's bar, as with AppCompat's default themes (which
   * have one); it draws nothing here and keeps what it is told ({@link ActionBar}).
   */
  public ActionBar getSupportActionBar() {
    if (actionBar == null) actionBar = new KitActionBar(this);
    return actionBar;
  }
}
