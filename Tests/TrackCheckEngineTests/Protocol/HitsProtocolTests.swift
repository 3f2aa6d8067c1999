import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckProtocol

/// `hello.reports` and the `requests` of a `calls` answer (docs/PROTOCOL.md, "Hits").
@Suite("The protocol's hits")
struct HitsProtocolTests {
  private func hello(_ reports: String?) -> Result<ImplementationIdentity, ProtocolFault> {
    let field = reports.map { #","reports":\#($0)"# } ?? ""
    let line = #"{"type":"hello","protocol":3,"implementation":{"name":"x"}\#(field)}"#
    guard case .object(let object)? = try? JSONParser.parse(line) else { return .failure(ProtocolFault("not an object")) }
    return ImplementationIdentity.parse(object)
  }

  @Test func anImplementationReportsItsCallsUnlessItSaysOtherwise() throws {
    #expect(try hello(nil).get().reports == [.calls])
    #expect(try hello(#"["hits"]"#).get().reports == [.hits])
    #expect(try hello(#"["calls","hits"]"#).get().reports == [.calls, .hits])
  }

  @Test(arguments: [
    (#"["requests"]"#, "unknown evidence 'requests' in 'reports' (expected calls or hits)"),
    (#"[]"#, "'reports' in the 'hello' message lists nothing"),
    (#""hits""#, "'reports' in the 'hello' message must be a list of strings"),
  ])
  func aBadReportsFailsTheHandshake(reports: String, message: String) {
    guard case .failure(let fault) = hello(reports) else {
      Issue.record("accepted \(reports)")
      return
    }
    #expect(fault.reason.contains(message), "\(fault.reason)")
  }

  private func answer(_ line: String, reports: [Evidence]) -> Result<CallsAnswer, ProtocolFault> {
    guard case .object(let object)? = try? JSONParser.parse(line) else { return .failure(ProtocolFault("not an object")) }
    return CallsAnswer.decode(object, what: "callback #1", callbackIndex: 0, reportsWiring: false, reports: reports)
  }

  @Test func requestsAreReadInOrderWithTheirCallback() throws {
    let line = #"""
      {"type":"calls","id":"2","calls":[],"requests":[
        {"method":"GET","url":"https://c.example.com/r/?id=h,d,7&mcId=e","headers":{"Accept":"*/*"}},
        {"method":"GET","url":"https://c.example.com/r/?id=h,d,7&mcId=e"},
        {"method":"POST","url":"https://c.example.com/rest/head/mobileAppV5/p/subscriptions/e","body":"{\"pushPlatform\":\"apns\"}"}]}
      """#
    let decoded = try answer(line.replacingOccurrences(of: "\n", with: ""), reports: [.hits]).get()
    #expect(decoded.requests.map(\.method) == ["GET", "GET", "POST"])
    // Two identical hits stay two.
    #expect(decoded.requests[0].url == decoded.requests[1].url)
    #expect(decoded.requests[0].headers == [RecordedRequest.Header(name: "Accept", value: "*/*")])
    #expect(decoded.requests[2].body == #"{"pushPlatform":"apns"}"#)
    #expect(decoded.requests.allSatisfy { $0.callbackIndex == 0 })
  }

  @Test(arguments: [
    (#"{"type":"calls","id":"2","calls":[],"requests":[{"url":"https://x/r/"}]}"#, [Evidence.hits], "no string 'method'"),
    (#"{"type":"calls","id":"2","calls":[],"requests":[{"method":"GET"}]}"#, [Evidence.hits], "no string 'url'"),
    (#"{"type":"calls","id":"2","calls":[],"requests":{"method":"GET"}}"#, [Evidence.hits], "not a list"),
    (
      #"{"type":"calls","id":"2","calls":[],"requests":[{"method":"GET","url":"u","headers":{"A":1}}]}"#, [Evidence.hits],
      "header 'A' must be a string"
    ),
    (#"{"type":"calls","id":"2","calls":[],"requests":[{"method":"GET","url":"u","body":3}]}"#, [Evidence.hits], "'body' must be a string"),
    (#"{"type":"calls","id":"2","calls":[],"requests":[]}"#, [Evidence.calls], "does not declare it reports hits"),
    (
      #"{"type":"calls","id":"2","calls":[{"api":"collectMessageInfo","contextData":{}}],"requests":[]}"#, [Evidence.hits],
      "declares it reports only hits"
    ),
  ])
  func aBadRequestIsAProtocolError(line: String, reports: [Evidence], message: String) {
    guard case .failure(let fault) = answer(line, reports: reports) else {
      Issue.record("accepted \(line)")
      return
    }
    #expect(fault.reason.contains(message), "\(fault.reason)")
  }
}
