import TrackCheckModel
import TrackCheckSuites

/// The profiles trackcheck ships, as tests judge with them.
public enum TestProfiles {
  /// Campaign Standard, the default profile.
  public static let standard: Profile = load(.campaignStandard)
  /// Campaign Classic / Campaign v8.
  public static let classic: Profile = load(ProfileID(rawValue: "campaign-classic"))
  /// Adobe Journey Optimizer (AEP Messaging).
  public static let journeyOptimizer: Profile = load(ProfileID(rawValue: "journey-optimizer"))

  private static func load(_ id: ProfileID) -> Profile {
    do {
      return try SuiteLoader.builtInProfile(id)
    } catch {
      fatalError("the built-in profile '\(id)' does not load: \(error)")
    }
  }
}
