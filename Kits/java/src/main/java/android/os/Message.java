package android.os;

/** {@code android.os.Message}: what a {@link Handler} delivers. */
public final class Message {
  /** The message's code. */
  public int what;
  /** Two integers and an object it carries. */
  public int arg1;
  public int arg2;
  public Object obj;
  Handler target;
  Runnable callback;

  /** A new message. */
  public Message() {}

  /** A message. */
  public static Message obtain() { return new Message(); }

  /** A message for {@code handler} with {@code what}. */
  public static Message obtain(Handler handler, int what) {
    Message message = new Message();
    message.target = handler;
    message.what = what;
    return message;
  }

  /** The handler it is for. */
  public Handler getTarget() { return target; }

  /** Sends it to its handler. */
  public void sendToTarget() { target.sendMessage(this); }
}
