package android.graphics;

import java.util.Locale;
import java.util.Map;

/** {@code android.graphics.Color}: colour ints ({@code 0xAARRGGBB}) and {@link #parseColor}, as Android parses them. */
public class Color {
  public static final int BLACK = 0xFF000000;
  public static final int DKGRAY = 0xFF444444;
  public static final int GRAY = 0xFF888888;
  public static final int LTGRAY = 0xFFCCCCCC;
  public static final int WHITE = 0xFFFFFFFF;
  public static final int RED = 0xFFFF0000;
  public static final int GREEN = 0xFF00FF00;
  public static final int BLUE = 0xFF0000FF;
  public static final int YELLOW = 0xFFFFFF00;
  public static final int CYAN = 0xFF00FFFF;
  public static final int MAGENTA = 0xFFFF00FF;
  public static final int TRANSPARENT = 0;

  private static final Map<String, Integer> NAMES = Map.ofEntries(
      Map.entry("black", BLACK), Map.entry("darkgray", DKGRAY), Map.entry("gray", GRAY), Map.entry("lightgray", LTGRAY),
      Map.entry("white", WHITE), Map.entry("red", RED), Map.entry("green", GREEN), Map.entry("blue", BLUE),
      Map.entry("yellow", YELLOW), Map.entry("cyan", CYAN), Map.entry("magenta", MAGENTA), Map.entry("aqua", 0xFF00FFFF),
      Map.entry("fuchsia", 0xFFFF00FF), Map.entry("darkgrey", DKGRAY), Map.entry("grey", GRAY), Map.entry("lightgrey", LTGRAY),
      Map.entry("lime", 0xFF00FF00), Map.entry("maroon", 0xFF800000), Map.entry("navy", 0xFF000080), Map.entry("olive", 0xFF808000),
      Map.entry("purple", 0xFF800080), Map.entry("silver", 0xFFC0C0C0), Map.entry("teal", 0xFF008080));

  /** {@code #RRGGBB}, {@code #AARRGGBB} or a colour name; anything else throws {@code IllegalArgumentException("Unknown color")}. */
  public static int parseColor(String colorString) {
    if (colorString.charAt(0) == '#') {
      long color = Long.parseLong(colorString.substring(1), 16);
      if (colorString.length() == 7) {
        color |= 0x00000000ff000000L;
      } else if (colorString.length() != 9) {
        throw new IllegalArgumentException("Unknown color");
      }
      return (int) color;
    }
    Integer color = NAMES.get(colorString.toLowerCase(Locale.ROOT));
    if (color != null) return color;
    throw new IllegalArgumentException("Unknown color");
  }

  public static int rgb(int red, int green, int blue) { return 0xff000000 | (red << 16) | (green << 8) | blue; }

  public static int argb(int alpha, int red, int green, int blue) { return (alpha << 24) | (red << 16) | (green << 8) | blue; }

  public static int alpha(int color) { return color >>> 24; }
  public static int red(int color) { return (color >> 16) & 0xFF; }
  public static int green(int color) { return (color >> 8) & 0xFF; }
  public static int blue(int color) { return color & 0xFF; }
}
