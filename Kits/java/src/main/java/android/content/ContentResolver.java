package android.content;

/** {@code android.content.ContentResolver}: the URI schemes of the app's content (no provider is modelled). */
public abstract class ContentResolver {
  public static final String SCHEME_CONTENT = "content";
  public static final String SCHEME_ANDROID_RESOURCE = "android.resource";
  public static final String SCHEME_FILE = "file";

  /** The content resolver of {@code context}'s app ({@code Context.getContentResolver()}). */
  public ContentResolver(Context context) {}
}
