import Foundation
import Synchronization

// `#selector` and the observers it names, without an Objective-C runtime. An app's
// `NotificationCenter.default.addObserver(self, selector: #selector(onPause(_:)), name: …, object: nil)`
// builds through the AppSources plugin, which writes `#selector(onPause(_:))` as
// `Selector("onPause(_:)", Self.onPause(_:))`: the method itself, unapplied. Foundation on Linux has no
// `Selector` and no `addObserver(_:selector:name:object:)`; the kit declares both, and the observer's method
// is called when the notification is posted (the kit posts UIKit's lifecycle notifications as it plays them).

/// `Selector`: a method an observer is called with, as `#selector(…)` names it.
///
/// Made from the method itself, unapplied (`Self.onPause(_:)`, `AppDelegate.onPause`): with no Objective-C
/// runtime, a name alone could not be called. The AppSources plugin writes one for each `#selector(…)`; code
/// written for the kit can make one the same way. Two selectors are equal when their names are.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The method's name, as `#selector(…)` wrote it (`onPause(_:)`).
  public let name: String
  /// Calls the method on the target with the notification; answers false when the target is not of the method's type.
  /// Only called on the main actor (hence `@unchecked Sendable`: a method of a type not isolated is called there too).
  let send: @MainActor (AnyObject, Notification) -> Bool

  /// The method's name, as `#selector(…)` wrote it.
  public var description: String { name }

  /// A selector of a main-actor method without arguments (`@objc func onPause()`).
  public init<Target: AnyObject>(_ name: String, _ method: @escaping @MainActor (Target) -> @MainActor () -> Void) {
    self.name = name
    send = { target, _ in
      guard let target = target as? Target else { return false }
      method(target)()
      return true
    }
  }

  /// A selector of a main-actor method with one argument: the notification (`Notification` or `NSNotification`).
  public init<Target: AnyObject, Argument>(
    _ name: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument) -> Void
  ) {
    self.name = name
    send = { target, notification in
      guard let target = target as? Target, let argument = Self.argument(notification, as: Argument.self) else { return false }
      method(target)(argument)
      return true
    }
  }

  /// A selector of a method without arguments, of a type not isolated to the main actor.
  @_disfavoredOverload
  public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
    self.name = name
    nonisolated(unsafe) let method = method
    send = { target, _ in
      guard let target = target as? Target else { return false }
      method(target)()
      return true
    }
  }

  /// A selector of a method with one argument (the notification), of a type not isolated to the main actor.
  @_disfavoredOverload
  public init<Target: AnyObject, Argument>(_ name: String, _ method: @escaping (Target) -> (Argument) -> Void) {
    self.name = name
    nonisolated(unsafe) let method = method
    send = { target, notification in
      guard let target = target as? Target, let argument = Self.argument(notification, as: Argument.self) else { return false }
      method(target)(argument)
      return true
    }
  }

  /// The notification as the method takes it: a `Notification`, an `NSNotification`, or anything it is (`Any?`).
  static func argument<Argument>(_ notification: Notification, as type: Argument.Type) -> Argument? {
    if let argument = notification as? Argument { return argument }
    let object = NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo)
    if let argument = object as? Argument { return argument }
    return (notification as Any?) as? Argument
  }

  /// Whether the two name the same method.
  public static func == (left: Selector, right: Selector) -> Bool { left.name == right.name }
  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The observers added with a selector: each holds its observer weakly, as iOS does, and ends with the app's process.
final class SelectorObservers: Sendable {
  /// One observer's registration with Foundation's centre.
  struct Observation: @unchecked Sendable {
    let center: NotificationCenter
    let token: any NSObjectProtocol
    let observer: WeakObserver
    let name: Notification.Name?
    let object: AnyObject?
  }

  /// The observer, held weakly.
  final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  static let shared = SelectorObservers()
  let observations = Mutex<[Observation]>([])

  func add(_ observation: Observation) { observations.withLock { $0.append(observation) } }

  /// Removes the observations of `observer` (of `name` and `object`, when given) from `center`.
  func remove(_ observer: AnyObject, from center: NotificationCenter, name: Notification.Name? = nil, object: Any? = nil) {
    let object = object.map { $0 as AnyObject }
    let removed = observations.withLock { observations in
      let (gone, kept) = observations.reduce(into: ([Observation](), [Observation]())) { split, observation in
        let matches =
          observation.center === center && (observation.observer.object === observer || observation.observer.object == nil)
          && (name == nil || observation.name == name) && (object == nil || observation.object === object)
        if matches { split.0.append(observation) } else { split.1.append(observation) }
      }
      observations = kept
      return gone
    }
    for observation in removed { observation.center.removeObserver(observation.token as Any) }
  }

  /// Removes every observation: the app's process ended.
  func removeAll() {
    let removed = observations.withLock { observations in
      defer { observations = [] }
      return observations
    }
    for observation in removed { observation.center.removeObserver(observation.token as Any) }
  }
}

extension NotificationCenter {
  /// `addObserver(_:selector:name:object:)`: calls `observer`'s method that `aSelector` names with each notification
  /// named `aName` (any, if nil) posted by `anObject` (anyone, if nil).
  ///
  /// The observer is held weakly, as iOS does, and called on the main actor: at once when the notification is posted
  /// there (the kit posts UIKit's lifecycle notifications there), else from the main queue. Its
  /// observations end with the app's process (``TrackCheck/onNewProcess(_:)``).
  public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
    let target = SelectorObservers.WeakObserver(observer as AnyObject)
    let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      nonisolated(unsafe) let notification = notification
      let deliver: @MainActor @Sendable () -> Void = {
        guard let object = target.object else { return }
        _ = aSelector.send(object, notification)
      }
      if MainActorContext.isCurrent {
        MainActor.assumeIsolated { deliver() }
      } else {
        DispatchQueue.main.async { deliver() }
      }
    }
    SelectorObservers.shared.add(
      .init(center: self, token: token, observer: target, name: aName, object: anObject.map { $0 as AnyObject }))
  }

  /// `removeObserver(_:)`: ends `observer`'s observations, those added with a selector too. (Foundation's own takes the
  /// tokens of `addObserver(forName:object:queue:using:)` alone; a token passed here goes to it.)
  public func removeObserver(_ observer: AnyObject) {
    SelectorObservers.shared.remove(observer, from: self)
    removeObserver(observer as Any)
  }

  /// `removeObserver(_:name:object:)`: ends `observer`'s observations of `aName` (any, if nil) posted by `anObject`
  /// (anyone's, if nil), those added with a selector too.
  public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
    SelectorObservers.shared.remove(observer, from: self, name: aName, object: anObject)
    removeObserver(observer as Any, name: aName, object: anObject)
  }
}
