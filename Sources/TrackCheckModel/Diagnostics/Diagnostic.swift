/// One problem found in the input, with the place it was found and the way to fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one sentence.
  public var message: String
  /// How to fix it, when there is something better to say than the message.
  public var hint: String?

  /// Creates a diagnostic.
  public init(_ location: SourceLocation, _ message: String, hint: String? = nil) {
    self.location = location
    self.message = message
    self.hint = hint
  }

  /// `path:line:col: error: message` followed by an indented hint line.
  public var description: String {
    var text = "\(location): error: \(message)"
    if let hint { text += "\n    hint: \(hint)" }
    return text
  }
}

/// Diagnostics gathered while reading suites, so that every problem is
/// reported in one go rather than one per run.
public struct DiagnosticLog: Sendable {
  /// The problems found, in the order they were found.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty log.
  public init() {}

  /// Whether nothing was found.
  public var isEmpty: Bool { diagnostics.isEmpty }

  /// Records a problem.
  public mutating func error(_ location: SourceLocation, _ message: String, hint: String? = nil) {
    diagnostics.append(Diagnostic(location, message, hint: hint))
  }

  /// Records problems found elsewhere.
  public mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }
}
