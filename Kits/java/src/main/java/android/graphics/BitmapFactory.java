package android.graphics;

import java.io.InputStream;

/**
 * {@code android.graphics.BitmapFactory}: images from resources, files, streams and bytes. Pixels
 * are not modelled: a resource the app has, a readable file, a stream or bytes give a 1×1 bitmap;
 * what cannot be decoded ({@code null} stream, missing file, resource 0) gives null, as on Android.
 */
public class BitmapFactory {
  /** {@code decodeResource(res, id)}: a bitmap when {@code id} names a resource of the app, else null. */
  public static Bitmap decodeResource(android.content.res.Resources res, int id) {
    if (res == null || id == 0) return null;
    try {
      res.getResourceEntryName(id);
      return Bitmap.createBitmap(1, 1, Bitmap.Config.ARGB_8888);
    } catch (android.content.res.Resources.NotFoundException unknown) {
      return null;
    }
  }

  /** {@code decodeStream(is)}: null for a null stream, else a bitmap (its bytes are read). */
  public static Bitmap decodeStream(InputStream is) {
    if (is == null) return null;
    try {
      return is.readAllBytes().length == 0 ? null : Bitmap.createBitmap(1, 1, Bitmap.Config.ARGB_8888);
    } catch (java.io.IOException unreadable) {
      return null;
    }
  }

  /** {@code decodeFile(pathName)}: null when the file cannot be read. */
  public static Bitmap decodeFile(String pathName) {
    java.io.File file = new java.io.File(pathName);
    return file.canRead() && file.length() > 0 ? Bitmap.createBitmap(1, 1, Bitmap.Config.ARGB_8888) : null;
  }

  /** {@code decodeByteArray(data, offset, length)}: null for no bytes. */
  public static Bitmap decodeByteArray(byte[] data, int offset, int length) {
    return data == null || length <= 0 ? null : Bitmap.createBitmap(1, 1, Bitmap.Config.ARGB_8888);
  }
}
