import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckSuites

@Suite("Matrix expansion")
struct MatrixTests {
  /// The root node of `yaml`, read as the loader reads a suite file.
  private func node(_ yaml: String) throws -> YAMLNode {
    var log = DiagnosticLog()
    let root = YAMLFile.parse(yaml, displayPath: "m.yaml", log: &log)?.root
    #expect(log.isEmpty, "\(log.diagnostics)")
    return try #require(root)
  }

  private func expand(_ yaml: String) throws -> [MatrixExpander.Expansion] {
    var log = DiagnosticLog()
    let node = try node(yaml)
    let result = MatrixExpander.expand(node, file: "m.yaml", log: &log)
    #expect(log.isEmpty, "\(log.diagnostics)")
    return result
  }

  @Test func expandsTheCrossProductInOrderWithSuffixes() throws {
    let expansions = try expand(
      """
      id: M
      title: T
      matrix:
        app: [foreground, background]
        flag:
          up: {tags: [x]}
          down: {tags: [y]}
      """)
    let ids = expansions.map { $0.named($0.node.mapping?["id"]?.text ?? "", isID: true) }
    #expect(ids == ["M-FOREGROUND-UP", "M-FOREGROUND-DOWN", "M-BACKGROUND-UP", "M-BACKGROUND-DOWN"])
    let titles = expansions.map { $0.named($0.node.mapping?["title"]?.text ?? "", isID: false) }
    #expect(titles.first == "T [app=foreground, flag=up]")
  }

  @Test func placeholdersExcludeAndAccumulation() throws {
    let expansions = try expand(
      """
      id: "M-${app}-${event}"
      title: "${event} in ${app}"
      steps: [receive]
      expect: [impression]
      matrix:
        app: [foreground, background]
        event:
          tap: {steps: [tap], expect: [click, open]}
          nothing: {expect: none}
      exclude:
        - {app: background, event: nothing}
      """)
    #expect(
      expansions.map { $0.named($0.node.mapping?["id"]?.text ?? "", isID: true) } == [
        "M-foreground-tap", "M-foreground-nothing", "M-background-tap",
      ])
    let first = try #require(expansions.first?.node.mapping)
    #expect(first["steps"]?.sequence?.map(\.text) == ["receive", "tap"])
    #expect(first["expect"]?.sequence?.map(\.text) == ["impression", "click", "open"])
    #expect(expansions[1].node.mapping?["expect"]?.text == "none")
    #expect(expansions[0].named(expansions[0].node.mapping?["title"]?.text ?? "", isID: false) == "tap in foreground")
  }

  @Test func placeholdersAreReplacedEveryTimeTheyOccur() {
    let values = [(axis: "app", value: "fg"), (axis: "é", value: "ü")]
    #expect(MatrixExpander.named("M-${app}-${app}-${é}", isID: true, values: values) == "M-fg-fg-ü")
    #expect(MatrixExpander.named("Ünïcode ${app}", isID: false, values: values) == "Ünïcode fg")
    #expect(MatrixExpander.named("M", isID: true, values: values) == "M-FG-Ü")
    #expect(MatrixExpander.named("T", isID: false, values: values) == "T [app=fg, é=ü]")
    #expect(MatrixExpander.named("${app", isID: true, values: values) == "${app-FG-Ü")
    #expect("abcabc".replacingAll("bc", with: "") == "aa" && "".replacingAll("x", with: "y").isEmpty)
  }

  @Test func aListAxisMustBeACaseField() throws {
    var log = DiagnosticLog()
    let node = try node("id: M\nmatrix:\n  colour: [red]\n")
    _ = MatrixExpander.expand(node, file: "m.yaml", log: &log)
    #expect(log.diagnostics.first?.description.contains("m.yaml:3:3: error: axis 'colour' lists values") == true)
  }

  /// A batch large enough to be decoded in slices gives the cases, and the
  /// problems, of decoding it one case after the other, in the same order.
  @Test func aLargeBatchDecodedInSlicesIsTheBatchDecodedInOrder() throws {
    let count = 2_500
    var variants = (0..<count).map { "      n\($0): {tags: [t\($0 % 7)]}" }
    for broken in [17, count - 3] { variants[broken] = "      n\(broken): {app: sleeping}" }
    let yaml = """
      id: "BIG-${n}"
      title: Big ${n}
      requirements: [R-1]
      source: test
      platform: android
      app: background
      payload: {inline: {data: {_dId: d1, _mId: m1}}}
      steps: [receive]
      expect: [impression]
      matrix:
        n:
      \(variants.joined(separator: "\n"))
      """
    var expandLog = DiagnosticLog()
    let node = try node(yaml)
    let expansions = MatrixExpander.expand(node, file: "big.yaml", log: &expandLog)
    #expect(expansions.count == count && expandLog.isEmpty, "\(expandLog.diagnostics.prefix(2))")
    // Two entries' worth, each at its own place.
    let places = [SourceLocation(file: "big.yaml", line: 1, column: 1), SourceLocation(file: "big.yaml", line: 9, column: 1)]
    let pending = places.flatMap { place in expansions.map { CaseDecoder.Pending(expansion: $0, location: place) } }
    #expect(pending.count >= CaseDecoder.parallelFrom)
    let decoder = CaseDecoder(file: "big.yaml", suite: "big", fixtures: [:], payloadFiles: nil, profile: TestProfiles.standard)
    var sliced = DiagnosticLog()
    let cases = decoder.decodeAll(pending, log: &sliced)
    var inOrder = DiagnosticLog()
    let reference = pending.compactMap { item in
      decoder.decode(item.expansion.node, naming: item.expansion.values, log: &inOrder).map { testCase in
        var placed = testCase
        placed.location = item.location
        return placed
      }
    }
    #expect(cases.count == 2 * (count - 2))
    #expect(cases == reference)
    #expect(cases.first?.id == "BIG-n0" && cases.last?.id == "BIG-n\(count - 1)")
    #expect(cases.first?.location == places[0] && cases.last?.location == places[1])
    #expect(sliced.diagnostics.count == 4, "\(sliced.diagnostics.prefix(3))")
    #expect(sliced.diagnostics.map(\.description) == inOrder.diagnostics.map(\.description))
  }
}
