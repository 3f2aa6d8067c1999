package androidx.appcompat.app;

import android.content.Context;

/** The kit's {@link ActionBar}: one per activity, drawn nowhere; it keeps what it is told. */
final class KitActionBar extends ActionBar {
  private final Context context;
  private CharSequence title;
  private CharSequence subtitle;
  private int options = DISPLAY_SHOW_HOME | DISPLAY_SHOW_TITLE;
  private boolean showing = true;

  KitActionBar(Context context) { this.context = context; }

  @Override public void setTitle(CharSequence title) { this.title = title; }
  @Override public void setTitle(int resId) { setTitle(context.getText(resId)); }
  @Override public CharSequence getTitle() { return title; }
  @Override public void setSubtitle(CharSequence subtitle) { this.subtitle = subtitle; }
  @Override public void setSubtitle(int resId) { setSubtitle(resId == 0 ? null : context.getText(resId)); }
  @Override public CharSequence getSubtitle() { return subtitle; }
  @Override public void setIcon(int resId) {}
  @Override public void setLogo(int resId) {}
  @Override public void setDisplayOptions(int options) { this.options = options; }
  @Override public void setDisplayOptions(int options, int mask) { this.options = (this.options & ~mask) | (options & mask); }
  @Override public int getDisplayOptions() { return options; }
  @Override public void setDisplayHomeAsUpEnabled(boolean showHomeAsUp) { setDisplayOptions(showHomeAsUp ? DISPLAY_HOME_AS_UP : 0, DISPLAY_HOME_AS_UP); }
  @Override public void setDisplayShowHomeEnabled(boolean showHome) { setDisplayOptions(showHome ? DISPLAY_SHOW_HOME : 0, DISPLAY_SHOW_HOME); }
  @Override public void setDisplayShowTitleEnabled(boolean showTitle) { setDisplayOptions(showTitle ? DISPLAY_SHOW_TITLE : 0, DISPLAY_SHOW_TITLE); }
  @Override public void setDisplayUseLogoEnabled(boolean useLogo) { setDisplayOptions(useLogo ? DISPLAY_USE_LOGO : 0, DISPLAY_USE_LOGO); }
  @Override public void setDisplayShowCustomEnabled(boolean showCustom) { setDisplayOptions(showCustom ? DISPLAY_SHOW_CUSTOM : 0, DISPLAY_SHOW_CUSTOM); }
  @Override public int getHeight() { return 0; }
  @Override public void show() { showing = true; }
  @Override public void hide() { showing = false; }
  @Override public boolean isShowing() { return showing; }
}
