import Foundation
import Testing

@testable import TrackCheckKit

/// An app file with `@objc` methods observing the lifecycle with `#selector` (Tests/Fixtures/LifecycleApp), built
/// unchanged through the AppSources plugin in Swift 5 language mode: the kit calls its observers as it plays the
/// lifecycle. (TrackCheckKitTests builds the same file in Swift 6 mode.)
@Suite(.serialized) @MainActor struct LifecycleAppTests {
  @Test func theSelectorObserversAreCalledAsTheLifecycleRuns() throws {
    let session = Session { _ in LifecycleAppDelegate() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    let app = try #require(UIApplication.shared.delegate as? LifecycleAppDelegate)
    _ = session.callback("applicationWillResignActive(_:)", ["applicationState": "inactive"])
    _ = session.callback("applicationDidEnterBackground(_:)", ["applicationState": "background"])
    _ = session.callback("applicationWillEnterForeground(_:)", ["applicationState": "background"])
    _ = session.callback("applicationDidBecomeActive(_:)", ["applicationState": "active"])
    #expect(app.events == ["launched", "pause", "resume", "active: UIApplicationDidBecomeActiveNotification"])
    #expect(app.plugin.events == ["resign"])
    _ = session.callback("Process.killed", [:])
    _ = session.callback("applicationDidEnterBackground(_:)", ["applicationState": "background"])
    #expect(app.events.count == 4)
  }
}
