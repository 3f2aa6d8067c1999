/// Everything read from the suite folders: the requirement catalogue, the
/// shared payload fixtures, and the cases of each suite file.
public struct SuiteCollection: Sendable {
  /// A suite file and its cases, in file order.
  public struct SuiteFile: Sendable {
    /// The dotted suite name (`ios.impressions`), used as JUnit classname.
    public var name: String
    /// The file's path.
    public var path: String
    /// The expanded cases.
    public var cases: [TrackingCase]
  }

  /// The requirement catalogue, in file order.
  public var requirements: [Requirement]
  /// Payload fixtures by name.
  public var fixtures: [String: PayloadFixture]
  /// The suite files, in path order.
  public var suites: [SuiteFile]
  /// The files that went into the collection, for digests and messages.
  public var files: [String]
  /// SHA-256 over every file read (catalogue, fixtures, suites), in path order.
  public var digest: String = ""

  /// Every case, suite by suite.
  public var cases: [TrackingCase] { suites.flatMap(\.cases) }

  /// The requirement with `id`.
  public func requirement(_ id: String) -> Requirement? {
    requirements.first { $0.id == id }
  }

  /// The case with `id`.
  public func testCase(_ id: String) -> TrackingCase? {
    for suite in suites { if let found = suite.cases.first(where: { $0.id == id }) { return found } }
    return nil
  }
}
