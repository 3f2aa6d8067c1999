package dev.trackcheck.kit.internal;

import android.app.NotificationManager;
import android.content.Intent;
import android.content.res.Configuration;
import android.content.res.Resources;
import android.os.Bundle;
import com.adobe.marketing.mobile.MobileCore;
import com.google.firebase.messaging.RemoteMessage;
import dev.trackcheck.kit.Aapt;
import java.lang.ref.WeakReference;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The kit's way into its stand-ins, the "shared secrets" pattern of the JDK (which reaches
 * {@code java.lang}'s internals from other packages through {@code jdk.internal.access.SharedSecrets}).
 *
 * <p>A stand-in has the public surface of the class it stands in for and nothing more (the
 * signature test checks it against the published API). What the kit needs besides — a
 * {@code PendingIntent} or an {@code Intent} as the protocol reports it, the calls the SDK
 * recorder took, a fresh {@code NotificationManager} per case — is package-private in the
 * stand-in, and the stand-in's static initializer registers an implementation of its interface
 * here ({@link #register}). The getters force that initializer to run before they answer, so a
 * caller never sees a stand-in that has not registered yet.
 *
 * <p>Registrations are kept per class: a stand-in loaded afresh in each app process (Cordova's,
 * {@code org.apache.cordova}, is part of the app's package; see {@code ProcessLoader}) registers
 * once per process, and {@link #cordovaWebViews(Object)} finds the one of the instance it is given.
 * The class holds its implementation (a static field), so a process's classes can be collected.
 * This package is shared between the kit and every process's classes, as {@code dev.trackcheck.kit} is.
 *
 * <p>For the kit and its tests; a tracker never needs it, and adapters only for Cordova's web view.
 */
public final class SharedSecrets {
  private static final Map<Class<?>, WeakReference<Object>> ACCESS = new WeakHashMap<>();

  private SharedSecrets() {}

  /**
   * Called from {@code standIn}'s static initializer: the implementation of {@code accessType}
   * that reaches its package-private members. {@code standIn} keeps {@code access} in a static
   * field (this holder only refers to it weakly).
   */
  public static synchronized <T> void register(Class<?> standIn, Class<T> accessType, T access) {
    ACCESS.put(standIn, new WeakReference<>(accessType.cast(access)));
  }

  private static synchronized Object registered(Class<?> standIn) {
    WeakReference<Object> found = ACCESS.get(standIn);
    return found == null ? null : found.get();
  }

  /** {@code standIn}'s implementation of {@code accessType}, its static initializer run first. */
  private static <T> T access(Class<?> standIn, Class<T> accessType) {
    Object access = registered(standIn);
    if (access == null) {
      try {
        Class.forName(standIn.getName(), true, standIn.getClassLoader());
      } catch (ClassNotFoundException impossible) {
        throw new IllegalStateException(standIn.getName() + " cannot be initialized", impossible);
      }
      access = registered(standIn);
    }
    if (access == null) throw new IllegalStateException(standIn.getName() + " registered no " + accessType.getSimpleName());
    return accessType.cast(access);
  }

  /** {@code android.content.Intent}: the protocol's form of an intent, and its component by the harness's name. */
  public interface IntentAccess {
    /** The intent as the protocol reports it ({@code component}, {@code action}, {@code categories}, {@code data}, {@code flags}, {@code extras}). */
    Map<String, Object> toMap(Intent intent);

    /** An intent as the harness describes it. */
    Intent fromMap(Map<String, Object> value);

    /** The component's name as the harness names components (the class's simple name), or null. */
    String component(Intent intent);

    /** Sets the component to the app's class the harness names {@code component} (its simple name). */
    void component(Intent intent, String component);
  }

  public static IntentAccess intents() { return access(Intent.class, IntentAccess.class); }

  /** {@code android.os.Bundle}: values of any type, and the bundle as the protocol reports it. */
  public interface BundleAccess {
    /** A bundle of {@code map}'s values (a JSON null is a null value). */
    Bundle of(Map<String, ?> map);

    /** The values, nested bundles as maps. */
    Map<String, Object> toMap(Bundle bundle);

    /** Puts a value of any type. */
    void putValue(Bundle bundle, String key, Object value);
  }

  public static BundleAccess bundles() { return access(Bundle.class, BundleAccess.class); }

  /** {@code android.app.NotificationManager}: one manager per case, and what the app posted and cancelled. */
  public interface NotificationManagerAccess {
    /** The app's manager ({@code getSystemService(NOTIFICATION_SERVICE)}). */
    NotificationManager current();

    /** A fresh manager for a new case; {@code requiresFor}: protocol 3 (a notification is for a push). */
    void reset(boolean notificationsEnabled, boolean requiresFor);

    /** The app is handling the push {@code messageId} with {@code data} now (null: no longer). */
    void handling(String messageId, Map<String, String> data);

    /** What was posted and cancelled since the last take, as {@code protocol} reports it. */
    Map<String, Object> take(int protocol);
  }

  public static NotificationManagerAccess notificationManagers() { return access(NotificationManager.class, NotificationManagerAccess.class); }

  /** {@code android.content.res.Configuration}: a configuration as the harness describes it. */
  public interface ConfigurationAccess {
    Configuration fromMap(Map<String, Object> value);
  }

  public static ConfigurationAccess configurations() { return access(Configuration.class, ConfigurationAccess.class); }

  /** {@code android.content.res.Resources}: the app's resources from the kit's table. */
  public interface ResourcesAccess {
    /** The resources of {@code table} (null: none declared). */
    Resources of(Aapt table);
  }

  public static ResourcesAccess resources() { return access(Resources.class, ResourcesAccess.class); }

  /** {@code com.adobe.marketing.mobile.MobileCore}: the SDK recorder's calls. */
  public interface MobileCoreAccess {
    /** The calls since the last take, as the protocol reports them. */
    List<Map<String, Object>> takeCalls();

    /**
     * The class of the kit's extension {@code name} ({@code com.adobe.edge.identity}, {@code com.adobe.edge.consent}):
     * the kit's extensions are made in {@code Extension}'s package, with the kit's {@code ExtensionApi}.
     */
    Class<? extends com.adobe.marketing.mobile.Extension> extensionClass(String name);
  }

  public static MobileCoreAccess mobileCore() { return access(MobileCore.class, MobileCoreAccess.class); }

  /** {@code com.google.firebase.messaging.RemoteMessage}: a push as the harness describes it. */
  public interface RemoteMessageAccess {
    RemoteMessage fromMap(Map<String, Object> message);

    /** A data message ({@code priority}: {@code RemoteMessage.PRIORITY_*}). */
    RemoteMessage of(Map<String, String> data, String collapseKey, String messageId, int priority);
  }

  public static RemoteMessageAccess remoteMessages() { return access(RemoteMessage.class, RemoteMessageAccess.class); }

  /**
   * {@code org.apache.cordova.CordovaWebViewImpl}: what plugins sent the page. Its types are the
   * shared ones: Cordova's classes are the app's, loaded afresh in each process.
   */
  public interface CordovaWebViewAccess {
    /** What plugins sent the JavaScript ({@code sendPluginResult}): callback id and {@code PluginResult}, in order. */
    List<Map.Entry<String, Object>> results(Object webView);

    /** The JavaScript plugins asked to run ({@code sendJavascript}), in order. */
    List<String> javascript(Object webView);
  }

  /** The access of {@code webView}'s {@code CordovaWebViewImpl} (the class of its process). */
  public static CordovaWebViewAccess cordovaWebViews(Object webView) {
    Class<?> type = webView.getClass();
    while (type != null && !type.getName().equals("org.apache.cordova.CordovaWebViewImpl")) type = type.getSuperclass();
    if (type == null) throw new IllegalArgumentException(webView.getClass().getName() + " is not a CordovaWebViewImpl");
    return access(type, CordovaWebViewAccess.class);
  }
}
