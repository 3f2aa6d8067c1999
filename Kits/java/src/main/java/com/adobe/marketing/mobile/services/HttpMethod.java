package com.adobe.marketing.mobile.services;

/** AEP Core's {@code HttpMethod}. */
public enum HttpMethod {
  GET,
  POST
}
