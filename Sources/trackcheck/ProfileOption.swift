import ArgumentParser
import TrackCheckModel

/// `--profile`: the documents the cases are judged by. Every command that judges or reads the
/// cases takes it; the default is Campaign Standard, and every output names the profile it used.
struct ProfileOption: ParsableArguments {
  @Option(
    name: .customLong("profile"),
    help: ArgumentHelp(
      "The documents the cases are judged by: campaign-standard (the default), campaign-classic (Campaign Classic / Campaign v8) or journey-optimizer (Journey Optimizer, AEP Messaging).",
      valueName: "id"))
  var profile: String = ProfileID.campaignStandard.rawValue

  /// The profile named (checked against the profiles the suites define when they are read).
  var id: ProfileID { ProfileID(rawValue: profile) }
}
