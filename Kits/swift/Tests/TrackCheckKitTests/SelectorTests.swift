import Foundation
import Testing

@testable import TrackCheckKit

// `#selector` observers (Selector.swift): an app file with `@objc` methods observing UIKit's lifecycle notifications
// with `#selector` (Tests/Fixtures/LifecycleApp, compiled through the AppSources plugin in this target's Swift 6
// language mode) is called as the kit plays the lifecycle.

/// Code written for the kit, as the AppSources plugin writes `#selector(…)`.
final class Probe: NSObject {
  var seen: [String] = []
  func ping(_ notification: Notification) { seen.append("ping \(notification.name.rawValue)") }
  func pong() { seen.append("pong") }
  func observe(_ name: Notification.Name) {
    NotificationCenter.default.addObserver(self, selector: Selector("ping(_:)", Self.ping(_:)), name: name, object: nil)
  }
}

@Suite(.serialized) @MainActor struct SelectorTests {
  func started() throws -> (Session, LifecycleAppDelegate) {
    let session = Session { _ in LifecycleAppDelegate() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    return (session, try #require(UIApplication.shared.delegate as? LifecycleAppDelegate))
  }

  @Test func lifecycleObserversNamedWithSelectorsAreCalled() throws {
    let (session, app) = try started()
    // The launch posted didFinishLaunching to the observer the launch added.
    #expect(app.events == ["launched"])
    for callback in ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)"] {
      _ = session.callback(callback, ["applicationState": "background"])
    }
    _ = session.callback("applicationDidBecomeActive(_:)", ["applicationState": "active"])
    #expect(app.events == ["launched", "pause", "resume", "active: UIApplicationDidBecomeActiveNotification"])
    #expect(app.plugin.events == ["resign"])
    // Nothing of it is a tracking call.
    #expect(session.takeCalls().isEmpty)
  }

  @Test func aRemovedObserverIsNotCalled() throws {
    let (session, app) = try started()
    app.stopObservingPause()
    app.plugin.dispose()
    _ = session.callback("applicationWillResignActive(_:)", ["applicationState": "inactive"])
    _ = session.callback("applicationDidEnterBackground(_:)", ["applicationState": "background"])
    _ = session.callback("applicationWillEnterForeground(_:)", ["applicationState": "background"])
    #expect(app.events == ["launched", "resume"] && app.plugin.events.isEmpty)
  }

  @Test func observersEndWithTheirProcess() throws {
    let (session, first) = try started()
    _ = session.callback("Process.killed", [:])
    _ = session.callback("application(_:didFinishLaunchingWithOptions:)", ["applicationState": "background"])
    let second = try #require(UIApplication.shared.delegate as? LifecycleAppDelegate)
    _ = session.callback("applicationDidEnterBackground(_:)", ["applicationState": "background"])
    // The first process's app, still in memory here, is not its observer any more.
    #expect(first.events == ["launched"] && second.events == ["launched", "pause"] && first !== second)
  }

  @Test func anObserverIsHeldWeakly() {
    let name = Notification.Name("SelectorTests.weak")
    var probe: Probe? = Probe()
    weak let gone = probe
    probe?.observe(name)
    probe = nil
    #expect(gone == nil)
    NotificationCenter.default.post(name: name, object: nil)
    SelectorObservers.shared.removeAll()
  }

  @Test func anObserverIsCalledWithTheNotificationAndCanBeRemovedByName() {
    let name = Notification.Name("SelectorTests.ping")
    let probe = Probe()
    probe.observe(name)
    NotificationCenter.default.addObserver(probe, selector: Selector("pong", Probe.pong), name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    NotificationCenter.default.removeObserver(probe, name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    // Foundation's centre calls its observers in an order of its own.
    #expect(probe.seen.sorted() == ["ping SelectorTests.ping", "pong"])
  }

  @Test func selectorsAreEqualByName() {
    #expect(Selector("ping(_:)", Probe.ping(_:)) == Selector("ping(_:)", Probe.ping(_:)))
    #expect(Selector("pong", Probe.pong) != Selector("ping(_:)", Probe.ping(_:)))
    #expect(Selector("pong", Probe.pong).description == "pong")
  }
}
