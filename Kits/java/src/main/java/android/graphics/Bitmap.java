package android.graphics;

/** {@code android.graphics.Bitmap}: an image; its pixels are not modelled. */
public final class Bitmap {
  private final int width;
  private final int height;

  private Bitmap(int width, int height) {
    this.width = width;
    this.height = height;
  }

  /** {@code Bitmap.createBitmap(width, height, config)}. */
  public static Bitmap createBitmap(int width, int height, Config config) { return new Bitmap(width, height); }

  public int getWidth() { return width; }
  public int getHeight() { return height; }

  /** {@code Bitmap.Config}. */
  public enum Config { ALPHA_8, RGB_565, ARGB_8888 }
}
