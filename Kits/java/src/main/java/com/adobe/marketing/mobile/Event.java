package com.adobe.marketing.mobile;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * {@code Event}: an event of the SDK's event hub, as {@code MobileCore.dispatchEvent} takes it.
 * Dispatched events are accepted and not reported (only {@code collectMessageInfo} and
 * {@code trackAction} are).
 */
public final class Event {
  private final String name;
  private final String type;
  private final String source;
  private final Map<String, Object> data;
  private final String uniqueIdentifier = UUID.randomUUID().toString();
  private final long timestamp = System.currentTimeMillis();

  private Event(String name, String type, String source, Map<String, Object> data) {
    this.name = name;
    this.type = type;
    this.source = source;
    this.data = data;
  }

  public String getName() { return name; }
  public String getType() { return type; }
  public String getSource() { return source; }
  public Map<String, Object> getEventData() { return data == null ? null : new HashMap<>(data); }
  public String getUniqueIdentifier() { return uniqueIdentifier; }
  public long getTimestamp() { return timestamp; }

  /** {@code new Event.Builder(name, type, source).setEventData(data).build()}. */
  public static final class Builder {
    private final String name;
    private final String type;
    private final String source;
    private Map<String, Object> data;
    private boolean built;

    public Builder(String name, String type, String source) {
      this.name = name;
      this.type = type;
      this.source = source;
    }

    /** The event's data (copied). */
    public Builder setEventData(Map<String, Object> data) {
      if (built) throw new UnsupportedOperationException("Event - attempted to call methods on Event.Builder after build() was called");
      this.data = data == null ? null : new HashMap<>(data);
      return this;
    }

    /** The event; a builder builds once, as the SDK's. */
    public Event build() {
      if (built) throw new UnsupportedOperationException("Event - attempted to call build() on Event.Builder more than once");
      built = true;
      return new Event(name, type, source, data);
    }
  }
}
