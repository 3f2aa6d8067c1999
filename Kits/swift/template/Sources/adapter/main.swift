import Foundation
import MyTracker
import TrackCheckKit

// The adapter: trackcheck's iOS callbacks go to your app delegate, a fresh one per case.
// `apis`: the SDK APIs your tracker calls (add .trackAction if it falls back to it on older SDKs);
// trackcheck runs no case that pins another.
let status = MainActor.assumeIsolated {
  TrackCheck.serve(name: "my-tracker", version: "0.1.0", apis: [.collectMessageInfo]) { _ in AppDelegate() }
}
exit(status)
