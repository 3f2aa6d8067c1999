/// Everything read from the suite folders: the requirement catalogue, the
/// shared payload fixtures, and the cases of each suite file.
public struct SuiteCollection: Sendable {
  /// A suite file.
  public struct SuiteFile: Sendable {
    /// The dotted suite name (`ios.impressions`), used as JUnit classname.
    public var name: String
    /// The file's path.
    public var path: String
    /// How many cases it expands to.
    public var caseCount: Int

    /// Describes a suite file of `caseCount` cases.
    public init(name: String, path: String, caseCount: Int) {
      self.name = name
      self.path = path
      self.caseCount = caseCount
    }

    /// Describes the suite file that holds `cases`.
    public init(name: String, path: String, cases: [TrackingCase]) {
      self.init(name: name, path: path, caseCount: cases.count)
    }
  }

  /// The profile the cases' expectations and the catalogue are of.
  public var profile: Profile
  /// The requirement catalogue, in file order.
  public var requirements: [Requirement]
  /// Payload fixtures by name.
  public var fixtures: [String: PayloadFixture]
  /// The register of sources citations name, in file order.
  public var sources: [SourceReference] = []
  /// The suite files, in path order.
  public var suites: [SuiteFile]
  /// The files that went into the collection, for digests and messages.
  public var files: [String]
  /// SHA-256 over every file read (catalogue, fixtures, suites), in path order.
  public var digest: String = ""

  /// Every case, suite by suite (stored once: at 100,000 cases every copy counts).
  public var cases: [TrackingCase]

  /// The requirement with `id`.
  public func requirement(_ id: RequirementID) -> Requirement? {
    requirements.first { $0.id == id }
  }

  /// The case with `id`.
  public func testCase(_ id: String) -> TrackingCase? {
    cases.first { $0.id == id }
  }

  /// Creates a value from its fields.
  public init(
    profile: Profile, requirements: [Requirement], fixtures: [String: PayloadFixture], suites: [SuiteFile], files: [String],
    digest: String = "", cases: [TrackingCase]
  ) {
    self.profile = profile
    self.requirements = requirements
    self.fixtures = fixtures
    self.suites = suites
    self.files = files
    self.digest = digest
    self.cases = cases
  }
}
