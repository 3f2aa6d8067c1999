import ArgumentParser
import Foundation
import TrackCheckModel

struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a working adapter project: a stub tracker with the handlers to fill in, on the language's kit.",
    discussion:
      "The project runs against the suites at once and fails where the stubs track nothing; fill in the handlers with your tracker's code until it passes. Languages: python, node."
  )

  @Option(help: ArgumentHelp("The adapter's language: python or node.", valueName: "language"))
  var language: Language

  @Argument(help: "The folder to write (created; it must be empty if it exists).")
  var folder: String

  enum Language: String, ExpressibleByArgument, CaseIterable {
    case python, node
  }

  func run() throws {
    let target = URL(fileURLWithPath: folder)
    let manager = FileManager.default
    if let existing = try? manager.contentsOfDirectory(atPath: target.path), !existing.isEmpty {
      throw UsageError("\(folder) is not empty", hint: "name a new folder; init never overwrites files")
    }
    let kit = try Self.kitFolder(language)
    do {
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      let project = ProjectTemplate.files(for: language)
      for (name, text) in project.files {
        try text.write(to: target.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      // The kit goes into the project, so it runs wherever it is copied.
      try manager.copyItem(at: kit, to: target.appendingPathComponent(project.kitName))
    } catch {
      throw UsageError("cannot write \(folder): \(error.localizedDescription)")
    }
    let command = language == .python ? "python3 \(folder)/adapter.py" : "node \(folder)/adapter.js"
    print("wrote an adapter project in \(folder): the stub tracker, its adapter, and the \(language.rawValue) kit")
    print("run it against the suites (it fails where the stubs track nothing):")
    print("  trackcheck run -- \(command)")
  }

  /// The kit's sources in this trackcheck's repository (found from the executable upwards).
  static func kitFolder(_ language: Language) throws(UsageError) -> URL {
    let relative = language == .python ? "Kits/python/trackcheck_kit" : "Kits/node"
    var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent(relative)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    throw UsageError(
      "the \(language.rawValue) kit (\(relative)) was not found above this trackcheck", hint: "run the trackcheck built in its repository")
  }
}

/// The files `trackcheck init` writes, per language.
enum ProjectTemplate {
  static func files(for language: Init.Language) -> (files: [(String, String)], kitName: String) {
    switch language {
    case .python:
      ([("my_tracker.py", pythonTracker), ("adapter.py", pythonAdapter), ("README.md", readme("python3 adapter.py"))], "trackcheck_kit")
    case .node: ([("my-tracker.js", nodeTracker), ("adapter.js", nodeAdapter), ("README.md", readme("node adapter.js"))], "trackcheck-kit")
    }
  }

  static func readme(_ command: String) -> String {
    """
    # Push-tracking adapter

    `my_tracker` is a stub: put your tracker's handler code in it (or call your
    real code from it), calling `MobileCore.collectMessageInfo(contextData)` where
    your code calls the SDK. `adapter` routes each OS callback trackcheck plays to
    it. Run the suites (from this folder):

        trackcheck run -- \(command)

    Every failure names the rule it breaks and the step where it happened;
    `trackcheck explain CASE-ID` shows the callbacks of a case and why.
    The kit's documentation is in its README; the protocol in docs/PROTOCOL.md.

    """
  }

  static let pythonTracker = #"""
    """Your push tracking, one method per OS callback. Fill them in.

    Each tracking call is MobileCore.collectMessageInfo({"deliveryId": _dId,
    "broadlogId": _mId, "action": "7" | "2" | "1"}), as the Adobe Campaign
    Standard documents describe.
    """
    from trackcheck_kit import Intent, MobileCore, PendingIntent


    class MyTracker:
        def __init__(self, notifications_allowed=True):
            self.notifications_allowed = notifications_allowed

        # -- iOS ----------------------------------------------------------------
        def will_present(self, user_info):
            pass  # TODO: the foreground impression ("7")

        def did_receive_remote_notification(self, user_info, application_state):
            pass  # TODO: the background impression ("7") when application_state == "background"

        def did_receive(self, user_info, action_identifier):
            pass  # TODO: a dismissal is "2"; a tap is "2" then "1"

        # -- Android ------------------------------------------------------------
        def on_message_received(self, data, notification_manager, number):
            # TODO: the impression ("7"); then post the notification, as your service does:
            flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
            content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=data)
            delete = Intent(component="NotificationDismissedReceiver", extras=data)
            notification_manager.notify(number, content_intent=PendingIntent.get_activity(number, content, flags),
                                        delete_intent=PendingIntent.get_broadcast(number, delete, flags))

        def on_dismissed(self, extras):
            pass  # TODO: a dismissal is "2"

        def on_intent(self, intent, saved_instance_state):
            pass  # TODO: a tap's intent reaching the activity is "2" then "1" (once; not when re-created)

    """#

  static let pythonAdapter = #"""
    #!/usr/bin/env python3
    """The adapter: each OS callback trackcheck plays goes to MyTracker."""
    import os
    import sys
    import zlib

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

    from my_tracker import MyTracker  # noqa: E402
    from trackcheck_kit import App, serve  # noqa: E402


    class MyApp(App):
        def __init__(self, case):
            super().__init__(case)
            self.tracker = MyTracker(notifications_allowed=self.notifications_allowed)

        def will_present(self, user_info, state): self.tracker.will_present(user_info)
        def did_receive_remote_notification(self, user_info, state): self.tracker.did_receive_remote_notification(user_info, state)
        def did_receive(self, user_info, action, state): self.tracker.did_receive(user_info, action)
        def on_dismiss(self, intent): self.tracker.on_dismissed(intent.extras)
        def on_create(self, intent, saved): self.tracker.on_intent(intent, saved)
        def on_new_intent(self, intent): self.tracker.on_intent(intent, None)

        def on_message_received(self, message):
            data = message["data"]
            number = zlib.crc32(("%s/%s" % (data.get("_dId"), data.get("_mId"))).encode()) & 0x7FFFFFFF
            self.tracker.on_message_received(data, self.notification_manager, number)


    if __name__ == "__main__":
        sys.exit(serve(MyApp, name="my-tracker", version="0.1.0"))

    """#

  static let nodeTracker = #"""
    'use strict';
    // Your push tracking, one method per OS callback. Fill them in. Each tracking
    // call is MobileCore.collectMessageInfo({ deliveryId: _dId, broadlogId: _mId,
    // action: '7' | '2' | '1' }), as the Adobe Campaign Standard documents describe.

    const { Intent, MobileCore, PendingIntent } = require('./trackcheck-kit');

    class MyTracker {
      constructor({ notificationsAllowed = true } = {}) { this.notificationsAllowed = notificationsAllowed; }

      // iOS
      willPresent(userInfo) {} // TODO: the foreground impression ('7')
      didReceiveRemoteNotification(userInfo, applicationState) {} // TODO: the background impression ('7')
      didReceive(userInfo, actionIdentifier) {} // TODO: a dismissal is '2'; a tap is '2' then '1'

      // Android
      onMessageReceived(data, notificationManager, number) {
        // TODO: the impression ('7'); then post the notification, as your app does:
        const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
        const content = new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP], extras: data });
        const remove = new Intent({ component: 'NotificationDismissedReceiver', extras: data });
        notificationManager.notify(number, {
          contentIntent: PendingIntent.getActivity(number, content, flags),
          deleteIntent: PendingIntent.getBroadcast(number, remove, flags),
        });
      }
      onDismissed(extras) {} // TODO: a dismissal is '2'
      onIntent(intent, savedInstanceState) {} // TODO: a tap's intent is '2' then '1' (once; not when re-created)
    }

    module.exports = { MyTracker, MobileCore };

    """#

  static let nodeAdapter = #"""
    #!/usr/bin/env node
    'use strict';
    // The adapter: each OS callback trackcheck plays goes to MyTracker.

    const { App, serve } = require('./trackcheck-kit');
    const { MyTracker } = require('./my-tracker');

    class MyApp extends App {
      constructor(testCase, notificationManager) {
        super(testCase, notificationManager);
        this.tracker = new MyTracker({ notificationsAllowed: this.notificationsAllowed });
      }
      willPresent(userInfo) { this.tracker.willPresent(userInfo); }
      didReceiveRemoteNotification(userInfo, state) { this.tracker.didReceiveRemoteNotification(userInfo, state); }
      didReceive(userInfo, actionIdentifier) { this.tracker.didReceive(userInfo, actionIdentifier); }
      onDismiss(intent) { this.tracker.onDismissed(intent.extras); }
      onCreate(intent, savedInstanceState) { this.tracker.onIntent(intent, savedInstanceState); }
      onNewIntent(intent) { this.tracker.onIntent(intent, null); }
      onMessageReceived(message) {
        let number = 0;
        for (const character of `${message.data._dId}/${message.data._mId}`) number = (number * 31 + character.charCodeAt(0)) % 2147483647;
        this.tracker.onMessageReceived(message.data, this.notificationManager, number);
      }
    }

    serve(MyApp, { name: 'my-tracker', version: '0.1.0' });

    """#
}
