package androidx.appcompat.app;

import androidx.activity.ComponentActivity;

/** {@code androidx.appcompat.app.AppCompatActivity}: the activity most apps extend; no action bar here. */
public class AppCompatActivity extends ComponentActivity {
  /** {@code getSupportActionBar()}: none. */
  public Object getSupportActionBar() { return null; }
}
