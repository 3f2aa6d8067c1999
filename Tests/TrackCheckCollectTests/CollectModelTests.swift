import Foundation
import Testing
import TrackCheckModel

@testable import TrackCheckCollect

@Suite struct CollectedRequestTests {
  func request(_ target: String, headers: [CollectedRequest.Header] = [], method: String = "GET") -> CollectedRequest {
    CollectedRequest(
      sequence: 1, device: DeviceKey.of(target: target, headers: headers, address: "10.0.0.9"), scheme: .https, method: method,
      host: "h", target: target, headers: headers, body: "", receivedAt: 0)
  }

  @Test func theDeviceIsItsECIDWhereARequestCarriesOne() {
    #expect(request("/r/?id=a,b,7&mcId=E1").device == DeviceKey(.ecid, "E1"))
    #expect(request("/rest/head/mobileAppV5/P/subscriptions/E2", method: "POST").device == DeviceKey(.ecid, "E2"))
    #expect(request("/id?d_mid=E3&d_ver=2").device == DeviceKey(.ecid, "E3"))
    #expect(
      request("/r/?id=a,b,7&mcId=E1", headers: [.init(name: "X-TrackCheck-Device", value: "sim-1")]).device == DeviceKey(.header, "sim-1"))
    #expect(request("/config.json").device == DeviceKey(.address, "10.0.0.9"))
    #expect(DeviceKey(parsing: "E9") == DeviceKey(.ecid, "E9") && DeviceKey(parsing: "address:10.0.0.9") == DeviceKey(.address, "10.0.0.9"))
  }

  @Test func theQueryIsReadAsEachPlatformSendsIt() {
    // iOS percent-encodes (a space as %20, & as %26, + left as is); Android sends the URL as formatted.
    let ios = request("/r/?id=b%20l,d%26x,7&mcId=E%2B1+2").query
    #expect(ios.map(\.value) == ["b l,d&x,7", "E+1+2"])
    let android = request("/r/?id=bl,d x,7&mcId=50%").query
    #expect(android.map(\.value) == ["bl,d x,7", "50%"])
  }

  @Test func kindsAreTheOnesRunTellsByURL() {
    #expect(request("/r/?id=a,b,7&mcId=E").kind == .trackingHit)
    #expect(request("/rest/head/mobileAppV5/P/subscriptions/E", method: "POST").kind == .registration)
    #expect(request("/mcias/server/property/E/rules.zip").kind == .rulesDownload)
    #expect(request("/id?d_ver=2").kind == .identity)
    #expect(request("/launch-ENabc.json").kind == .other)
  }
}

@Suite struct APITokenTests {
  @Test func aNewTokenIsRandomAndSafeInAHeader() {
    let tokens = (0..<8).map { _ in APIToken.random().value }
    #expect(Set(tokens).count == 8)
    #expect(tokens.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
  }

  @Test func aTokenGivenByHandIsChecked() throws {
    #expect(throws: APIToken.Problem.tooShort(5)) { try APIToken("short") }
    #expect(throws: APIToken.Problem.notPrintable) { try APIToken("with a space in it, long enough") }
    #expect(throws: APIToken.Problem.notPrintable) { try APIToken("non-ascii-token-ééééééé") }
    #expect(try APIToken("0123456789abcdef").value == "0123456789abcdef")
  }

  @Test func aRequestPresentsItAsABearerTokenOrInItsOwnHeader() throws {
    func presented(_ name: String, _ value: String) -> APIToken.Presented {
      APIToken.presented(in: [.init(name: name, value: value)])
    }
    #expect(presented("Authorization", "Bearer abc") == .token("abc"))
    #expect(presented("AUTHORIZATION", "  bearer   abc  ") == .token("abc"))
    #expect(presented("Authorization", "Basic abc") == .none)
    #expect(presented("X-TrackCheck-Token", " abc ") == .token("abc"))
    #expect(presented("X-Other", "abc") == .none)
    let token = try APIToken("0123456789abcdef")
    #expect(token.matches("0123456789abcdef"))
    #expect(
      !token.matches("0123456789abcdeF") && !token.matches("0123456789abcde") && !token.matches("") && !token.matches("0123456789abcdef0"))
  }
}

@Suite struct StepMarkTests {
  static let steps = [
    Step(.receive(notification: "default"), at: SourceLocation(file: "t")),
    Step(.tap(notification: "default"), at: SourceLocation(file: "t")),
    Step(.receive(notification: "second"), at: SourceLocation(file: "t")),
    Step(.dismiss(notification: "second"), at: SourceLocation(file: "t")),
  ]

  static func marks(_ steps: [StepMark.Step]) -> [StepMark] {
    steps.enumerated().map { StepMark(step: $0.element, device: nil, after: $0.offset * 10, markedAt: 0) }
  }

  @Test func aMarkNamesAStepByNumberKeywordOrSummaryInPlayingOrder() {
    let resolved = StepMark.resolve(
      Self.marks([.name("receive"), .name("TAP"), .name("receive"), .number(4)]), steps: Self.steps, caseID: "C")
    #expect(resolved == .success([0, 1, 2, 3]))
    // A keyword names the next step of its kind after the one marked before.
    #expect(StepMark.resolve(Self.marks([.number(2), .name("receive")]), steps: Self.steps, caseID: "C") == .success([1, 2]))
    #expect(StepMark.resolve(Self.marks([.name("receive second")]), steps: Self.steps, caseID: "C") == .success([2]))
  }

  @Test func aMarkThatNamesNoStepSaysWhichStepsThereAre() throws {
    guard case .failure(let error) = StepMark.resolve(Self.marks([.name("dismiss"), .name("tap")]), steps: Self.steps, caseID: "C")
    else {
      Issue.record("a tap after the last dismissal was resolved")
      return
    }
    #expect(error.status == 422)
    #expect(error.message.contains("step mark 2, \"tap\", names no step of case C after step 4 (dismiss second)"))
    #expect(error.message.contains("1. receive default, 2. tap default, 3. receive second, 4. dismiss second"))
    guard case .failure(let beyond) = StepMark.resolve(Self.marks([.number(5)]), steps: Self.steps, caseID: "C") else {
      Issue.record("step 5 of 4 was resolved")
      return
    }
    #expect(beyond.message.hasPrefix("step mark 1, step 5, names no step of case C;"))
  }

  @Test func eachRequestBelongsToTheLastMarkBeforeIt() {
    let requests = [3, 10, 11, 25].map {
      CollectedRequest(
        sequence: $0, device: DeviceKey(.ecid, "E"), scheme: .https, method: "GET", host: "h", target: "/r/?id=a,b,7", headers: [],
        body: "", receivedAt: 0)
    }
    // Marks after 0, 10 and 20 requests: request 3 came during the first, 10 too, 11 during the second, 25 the third.
    #expect(StepMark.anchors(of: requests, in: Self.marks([.number(1), .number(2), .number(3)])) == [0, 0, 1, 2])
    // A request before the first mark belongs to none.
    let late = [StepMark(step: .number(1), device: nil, after: 10, markedAt: 0)]
    #expect(StepMark.anchors(of: requests, in: late) == [nil, nil, 0, 0])
    #expect(StepMark.anchors(of: requests, in: []) == [nil, nil, nil, nil])
  }
}
