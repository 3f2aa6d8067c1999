package com.adobe.marketing.mobile;

/** {@code MobilePrivacyStatus}: the user's consent. */
public enum MobilePrivacyStatus {
  OPT_IN("optedin"), OPT_OUT("optedout"), UNKNOWN("optunknown");

  private final String value;

  MobilePrivacyStatus(String value) { this.value = value; }

  /** The SDK's name of the status ({@code optedin}, {@code optedout}, {@code optunknown}). */
  public String getValue() { return value; }

  /** The status of {@code text}, {@code UNKNOWN} for anything else. */
  public static MobilePrivacyStatus fromString(String text) {
    for (MobilePrivacyStatus status : values()) if (status.value.equalsIgnoreCase(text)) return status;
    return UNKNOWN;
  }
}
