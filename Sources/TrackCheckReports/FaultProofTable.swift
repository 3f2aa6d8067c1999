import Foundation
import TrackCheckJudging

extension FaultProof {
  /// A table: fault, number of cases that caught it, a few of their ids.
  public func render(examples: Int = 3) -> String {
    let width = entries.map(\.fault.count).max() ?? 10
    var lines: [String] = []
    for entry in entries {
      let name = entry.fault.padding(toLength: width, withPad: " ", startingAt: 0)
      let count = String(entry.caughtBy.count)
      let countColumn = String(repeating: " ", count: max(0, 5 - count.count)) + count
      let shown = entry.caughtBy.prefix(examples).joined(separator: ", ") + (entry.caughtBy.count > examples ? ", …" : "")
      lines.append("\(name) \(countColumn)  \(entry.caughtBy.isEmpty ? "ESCAPED: no case caught it" : shown)")
      let indent = String(repeating: " ", count: width + 8)
      lines.append(indent + entry.summary)
      if !entry.blamed.isEmpty {
        let blamed = entry.blamed.map { "\($0.requirement) ×\($0.findings)" }.joined(separator: ", ")
        lines.append(indent + "blamed: " + blamed + (entry.blamedOnTarget ? "" : "  << NOT ON \(entry.target)"))
      }
    }
    lines.append("\(entries.count - escaped.count) of \(entries.count) faults caught")
    if !misblamed.isEmpty {
      lines.append(
        "\(misblamed.count) caught but never blamed on the requirement they break: \(misblamed.map(\.fault).joined(separator: ", "))")
    }
    return lines.joined(separator: "\n")
  }
}
