package androidx.appcompat.app;

/**
 * {@code androidx.appcompat.app.ActionBar}: what {@link AppCompatActivity#getSupportActionBar()}
 * returns. Abstract where AppCompat's is; the kit's own bar draws nothing: it keeps its title,
 * subtitle, display options and whether it is shown, and does nothing else.
 */
public abstract class ActionBar {
  public static final int DISPLAY_USE_LOGO = 1;
  public static final int DISPLAY_SHOW_HOME = 2;
  public static final int DISPLAY_HOME_AS_UP = 4;
  public static final int DISPLAY_SHOW_TITLE = 8;
  public static final int DISPLAY_SHOW_CUSTOM = 16;

  public ActionBar() {}

  public abstract void setTitle(CharSequence title);
  public abstract void setTitle(int resId);
  public abstract CharSequence getTitle();
  public abstract void setSubtitle(CharSequence subtitle);
  public abstract void setSubtitle(int resId);
  public abstract CharSequence getSubtitle();
  public abstract void setIcon(int resId);
  public abstract void setLogo(int resId);
  public abstract void setDisplayOptions(int options);
  public abstract void setDisplayOptions(int options, int mask);
  public abstract int getDisplayOptions();
  public abstract void setDisplayHomeAsUpEnabled(boolean showHomeAsUp);
  public abstract void setDisplayShowHomeEnabled(boolean showHome);
  public abstract void setDisplayShowTitleEnabled(boolean showTitle);
  public abstract void setDisplayUseLogoEnabled(boolean useLogo);
  public abstract void setDisplayShowCustomEnabled(boolean showCustom);
  public abstract int getHeight();
  public abstract void show();
  public abstract void hide();
  public abstract boolean isShowing();

  public void setHomeButtonEnabled(boolean enabled) {}
  public void setHomeAsUpIndicator(int resId) {}
  public void setHomeActionContentDescription(CharSequence description) {}
  public void setHomeActionContentDescription(int resId) {}
  public void setElevation(float elevation) {}
  public float getElevation() { return 0; }
  public void setHideOnContentScrollEnabled(boolean hideOnContentScroll) {}
  public boolean isHideOnContentScrollEnabled() { return false; }
}
