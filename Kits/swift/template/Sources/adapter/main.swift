import Foundation
import MyTracker
import TrackCheckKit

// The adapter: trackcheck's iOS callbacks go to your app delegate, a fresh one per case.
// `apis`: the SDK APIs your tracker calls; trackcheck runs no case that pins another (a tracker on
// the AEP SDK has collectMessageInfo alone: drop .trackAction, and those cases are not applicable).
let status = MainActor.assumeIsolated {
  TrackCheck.serve(name: "my-tracker", version: "0.1.0", apis: [.collectMessageInfo, .trackAction]) { testCase in
    AppDelegate(useTrackAction: testCase.useTrackAction)
  }
}
exit(status)
