package com.adobe.marketing.mobile;

/** {@code MobilePrivacyStatus}: the user's consent. */
public enum MobilePrivacyStatus {
  OPT_IN, OPT_OUT, UNKNOWN
}
