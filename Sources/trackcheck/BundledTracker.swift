import ArgumentParser
import Foundation
import TrackCheckJudging
import TrackCheckModel
import TrackCheckProcess
import TrackCheckReferenceTracker

/// The reference tracker that comes with trackcheck.
enum BundledTracker {
  /// The command that runs it: the `reference-tracker` built beside this
  /// trackcheck, or else this trackcheck itself (`trackcheck reference-tracker`),
  /// so an installed binary needs nothing beside it.
  ///
  /// Under another profile than the default it tracks by that profile's documents (`--profile ID`).
  static func command(profile: ProfileID = .campaignStandard) -> [String] {
    let executable = URL(fileURLWithPath: ExecutablePath.current ?? CommandLine.arguments[0])
    let sibling = executable.deletingLastPathComponent().appendingPathComponent("reference-tracker").path
    let profileArguments = profile == .campaignStandard ? [] : ["--profile", profile.rawValue]
    if FileManager.default.isExecutableFile(atPath: sibling) { return [sibling] + profileArguments }
    return [executable.path, ReferenceTrackerCommand.configuration.commandName ?? "reference-tracker"] + profileArguments
  }

  /// The faults it offers (`--fault NAME`), each with the requirement it breaks.
  static func faults(profile: ProfileID = .campaignStandard) -> [FaultProof.Fault] {
    ReferenceTracker.faults(profile: profile.rawValue).map {
      FaultProof.Fault(name: $0.name, summary: $0.summary, requirement: RequirementID($0.requirement))
    }
  }
}

/// `trackcheck reference-tracker [--fault NAME] [--protocol 1|2] …`: the bundled implementation, as a program.
struct ReferenceTrackerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reference-tracker",
    abstract: "Serve the protocol as the bundled reference tracker (an implementation: name it after '--').",
    discussion: "Options: --fault NAME (see 'trackcheck faults'), --protocol 1|2, --platforms ios,android, --list-faults.")

  @Argument(parsing: .captureForPassthrough, help: "The reference tracker's own options.")
  var arguments: [String] = []

  func run() throws {
    let status = ReferenceTracker.main(arguments: arguments)
    if status != 0 { throw ExitCode(status) }
  }
}
