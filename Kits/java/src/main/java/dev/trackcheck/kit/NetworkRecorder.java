package dev.trackcheck.kit;

import com.adobe.marketing.mobile.services.HttpConnecting;
import com.adobe.marketing.mobile.services.NetworkCallback;
import com.adobe.marketing.mobile.services.NetworkRequest;
import com.adobe.marketing.mobile.services.Networking;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every request the SDK sends, in the order it sends them, each answered {@code 200} with an empty
 * body: what an adapter reports as hits ({@code requests}). Two identical hits are two entries (the
 * Campaign extension's own test double keys requests by URL, and would keep one).
 *
 * <p>With the kit's stand-ins it is the default network service. With the real AEP SDK (Robolectric,
 * an instrumented test) install it in the SDK's place before the extensions register:
 * {@code ServiceProvider.getInstance().setNetworkService(NetworkRecorder.shared())} — it implements
 * the SDK's {@code com.adobe.marketing.mobile.services.Networking}, whose names the stand-ins share.
 */
public final class NetworkRecorder implements Networking {
  private static final NetworkRecorder SHARED = new NetworkRecorder();
  private final List<Map<String, Object>> requests = new ArrayList<>();

  /** A recorder of its own (the kit reports from {@link #shared()}). */
  public NetworkRecorder() {}

  /** The recorder the kit reports from. */
  public static NetworkRecorder shared() { return SHARED; }

  /** Records one request as the SDK sent it. */
  public synchronized void record(String method, String url, Map<String, String> headers, String body) {
    Map<String, Object> request = new LinkedHashMap<>();
    request.put("method", method);
    request.put("url", url);
    request.put("headers", headers == null ? Map.of() : new LinkedHashMap<>(headers));
    request.put("body", body == null ? "" : body);
    requests.add(request);
  }

  @Override
  public void connectAsync(NetworkRequest request, NetworkCallback callback) {
    byte[] body = request.getBody();
    record(
        request.getMethod() == null ? "GET" : request.getMethod().name(), request.getUrl(), request.getHeaders(),
        body == null ? "" : new String(body, StandardCharsets.UTF_8));
    if (callback != null) callback.call(OK);
  }

  /** The requests since the last take, in order, as the protocol reports them. */
  public synchronized List<Map<String, Object>> take() {
    List<Map<String, Object>> taken = new ArrayList<>(requests);
    requests.clear();
    return taken;
  }

  /** The answer every request gets. */
  private static final HttpConnecting OK = new HttpConnecting() {
    @Override public InputStream getInputStream() { return new ByteArrayInputStream(new byte[0]); }
    @Override public InputStream getErrorStream() { return null; }
    @Override public int getResponseCode() { return 200; }
    @Override public String getResponseMessage() { return "OK"; }
    @Override public String getResponsePropertyValue(String responsePropertyKey) { return null; }
    @Override public void close() {}
  };
}
