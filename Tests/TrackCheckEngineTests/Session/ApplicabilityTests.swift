import Testing
import TrackCheckModel
import TrackCheckTestSupport

@testable import TrackCheckEngine

/// What an implementation owes is what the APIs it declares can make (the rest stays, optional): Journey Optimizer's receive is
/// `trackPushReceived` (AEPMessaging 3.10.0); an app on an older SDK declares only `handleNotificationResponse`.
@Suite("Applicability of a case to what an implementation declares")
struct ApplicabilityTests {
  static let profile = TestProfiles.journeyOptimizer

  static func call(_ action: TrackingAction, on profile: Profile = profile) -> ExpectedCall {
    ExpectedCall(api: .any, deliveryId: "d", broadlogId: "m", action: action, on: profile)
  }

  static func identity(_ apis: [TrackingAPI]) -> ImplementationIdentity {
    ImplementationIdentity(name: "app", version: "1", protocolVersion: 3, platforms: [.android], apis: apis, features: [])
  }

  @Test func anEventNoDeclaredAPIMakesIsNotOwed() {
    let expected = [Self.call(.receive), Self.call(.opened)]
    // Not owed, and still the case's push: an optional call.
    let owed = Applicability.owed(expected, declared: [.handleNotificationResponse], profile: Self.profile)
    #expect(owed.map(\.action) == [.receive, .opened] && owed.map(\.optional) == [true, false])
    #expect(Applicability.owed(expected, declared: [.handleNotificationResponse, .trackPushReceived], profile: Self.profile) == expected)
    // Campaign Standard's two APIs each make every event: declaring one owes them all.
    let standard = [Self.call(.impression, on: TestProfiles.standard), Self.call(.open, on: TestProfiles.standard)]
    #expect(Applicability.owed(standard, declared: [.trackAction], profile: TestProfiles.standard) == standard)
    // A declaration of none of the profile's APIs (the protocol's default, collectMessageInfo) says nothing under it.
    #expect(Applicability.owed(expected, declared: [.collectMessageInfo], profile: Self.profile) == expected)
  }
}
