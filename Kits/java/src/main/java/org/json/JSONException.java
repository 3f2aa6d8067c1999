package org.json;

/** {@code org.json.JSONException}: a value that is missing, of the wrong type, or text that is not JSON. */
public class JSONException extends Exception {
  private static final long serialVersionUID = 1L;

  public JSONException(String message) { super(message); }

  public JSONException(String message, Throwable cause) { super(message, cause); }

  public JSONException(Throwable cause) { super(cause); }
}
