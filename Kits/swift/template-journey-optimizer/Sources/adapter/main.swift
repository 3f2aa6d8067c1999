import Foundation
import MyTracker
import TrackCheckKit

// The adapter: trackcheck's iOS callbacks go to your app delegate, a fresh one per case.
// `apis`: the SDK APIs your tracker calls (AEPMessaging's push tracking).
let status = MainActor.assumeIsolated {
  TrackCheck.serve(name: "my-tracker", version: "0.1.0", apis: [.handleNotificationResponse]) { _ in AppDelegate() }
}
exit(status)
