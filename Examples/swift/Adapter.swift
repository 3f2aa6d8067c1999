import Foundation
import TrackCheckKit

// The glue between trackcheck and the example's tracker: the kit plays the
// iOS callbacks to the app delegate and notification delegate above.
//
//   swift build --product swift-example && trackcheck run --platform ios -- .build/debug/swift-example
//
// `--reports calls,hits` (or `hits`) also reports the requests the kit's SDK stand-ins send, as the
// Campaign extension builds them: trackcheck then judges the tracking hits as well (docs/PROTOCOL.md, "Hits").

@main
enum Adapter {
  @MainActor
  static func main() {
    // The tracker calls trackAction where the app's SDK predates collectMessageInfo (PushTracking.useTrackAction).
    let status = TrackCheck.serve(
      name: "swift-example", version: "2.0.0", apis: [.collectMessageInfo, .trackAction], reports: Evidence.commandLine()
    ) { testCase in
      PushTracking.useTrackAction = testCase.useTrackAction
      let app = AppDelegate()
      app.setsNotificationDelegate = testCase.setsNotificationDelegate
      // The categories the case's app registers (action buttons among them); the documents' DEFAULT otherwise.
      if !testCase.categories.isEmpty { app.categories = testCase.categories }
      return app
    }
    exit(status)
  }
}
