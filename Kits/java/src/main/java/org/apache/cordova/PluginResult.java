package org.apache.cordova;

import java.util.List;
import org.json.JSONArray;
import org.json.JSONObject;

/** {@code PluginResult}: what a plugin answers the JavaScript — a status and a message, kept or final ({@link #setKeepCallback}). */
public class PluginResult {
  public static final int MESSAGE_TYPE_STRING = 1;
  public static final int MESSAGE_TYPE_JSON = 2;
  public static final int MESSAGE_TYPE_NUMBER = 3;
  public static final int MESSAGE_TYPE_BOOLEAN = 4;
  public static final int MESSAGE_TYPE_NULL = 5;
  public static final int MESSAGE_TYPE_ARRAYBUFFER = 6;
  public static final int MESSAGE_TYPE_BINARYSTRING = 7;
  public static final int MESSAGE_TYPE_MULTIPART = 8;

  /** The default message of each {@link Status}, by ordinal. */
  public static String[] StatusMessages = new String[] {
    "No result", "OK", "Class not found", "Illegal access", "Instantiation error", "Malformed url", "IO error", "Invalid action", "JSON error", "Error"
  };

  /** A result's status, in Cordova's order (the JavaScript sees the ordinal). */
  public enum Status {
    NO_RESULT, OK, CLASS_NOT_FOUND_EXCEPTION, ILLEGAL_ACCESS_EXCEPTION, INSTANTIATION_EXCEPTION, MALFORMED_URL_EXCEPTION, IO_EXCEPTION, INVALID_ACTION, JSON_EXCEPTION, ERROR
  }

  private final int status;
  private final int messageType;
  private boolean keepCallback;
  private String strMessage;
  private String encodedMessage;
  private List<PluginResult> multipartMessages;

  public PluginResult(Status status) { this(status, StatusMessages[status.ordinal()]); }

  public PluginResult(Status status, String message) {
    this.status = status.ordinal();
    this.messageType = message == null ? MESSAGE_TYPE_NULL : MESSAGE_TYPE_STRING;
    this.strMessage = message;
  }

  public PluginResult(Status status, JSONArray message) { this(status, MESSAGE_TYPE_JSON, message.toString()); }

  public PluginResult(Status status, JSONObject message) { this(status, MESSAGE_TYPE_JSON, message.toString()); }

  public PluginResult(Status status, int i) { this(status, MESSAGE_TYPE_NUMBER, "" + i); }

  public PluginResult(Status status, float f) { this(status, MESSAGE_TYPE_NUMBER, "" + f); }

  public PluginResult(Status status, boolean b) { this(status, MESSAGE_TYPE_BOOLEAN, Boolean.toString(b)); }

  public PluginResult(Status status, byte[] data) { this(status, data, false); }

  public PluginResult(Status status, byte[] data, boolean binaryString) {
    this(status, binaryString ? MESSAGE_TYPE_BINARYSTRING : MESSAGE_TYPE_ARRAYBUFFER, java.util.Base64.getEncoder().encodeToString(data));
  }

  /** A result of several messages (their statuses and keep flags are ignored, as in Cordova). */
  public PluginResult(Status status, List<PluginResult> multipartMessages) {
    this.status = status.ordinal();
    this.messageType = MESSAGE_TYPE_MULTIPART;
    this.multipartMessages = multipartMessages;
  }

  private PluginResult(Status status, int messageType, String encodedMessage) {
    this.status = status.ordinal();
    this.messageType = messageType;
    this.encodedMessage = encodedMessage;
  }

  /** {@code setKeepCallback(true)}: the callback stays open for more results. */
  public void setKeepCallback(boolean b) { keepCallback = b; }

  public int getStatus() { return status; }

  public int getMessageType() { return messageType; }

  /** The message as the JavaScript gets it: a string quoted, JSON, a number or a boolean as written. */
  public String getMessage() {
    if (encodedMessage == null && messageType == MESSAGE_TYPE_STRING) encodedMessage = JSONObject.quote(strMessage);
    return encodedMessage;
  }

  public int getMultipartMessagesSize() { return multipartMessages.size(); }

  public PluginResult getMultipartMessage(int index) { return multipartMessages.get(index); }

  /** The string message as given (for {@link #MESSAGE_TYPE_STRING}). */
  public String getStrMessage() { return strMessage; }

  public boolean getKeepCallback() { return keepCallback; }

  @Override
  public String toString() {
    String message = messageType == MESSAGE_TYPE_MULTIPART ? multipartMessages.size() + " messages" : getMessage();
    return Status.values()[status] + (message == null ? "" : " " + message) + (keepCallback ? " (kept)" : "");
  }
}
