/// The secret every request to the collector's API (`/_trackcheck/…`) must carry: the collector listens on
/// every interface so that devices reach it, and the API serves what devices sent (ECIDs, push tokens in
/// registrations), forgets it and judges it. The requests devices send need no token.
///
/// A request carries it as `Authorization: Bearer TOKEN` or as `X-TrackCheck-Token: TOKEN`; it is compared
/// in constant time.
public struct APIToken: Sendable, Hashable {
  /// The token.
  public let value: String

  /// The fewest characters a token given by hand may have.
  public static let minimumLength = 16

  /// Why a token given by hand is refused.
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Fewer than ``APIToken/minimumLength`` characters.
    case tooShort(Int)
    /// A character a header cannot carry as is (a space, a control character, anything beyond ASCII).
    case notPrintable

    public var description: String {
      switch self {
      case .tooShort(let count):
        "an API token needs at least \(APIToken.minimumLength) characters (this one has \(count))"
      case .notPrintable:
        "an API token is printable ASCII without spaces (it travels in a header)"
      }
    }
  }

  /// A token given by hand (an option, an environment variable), checked.
  public init(_ value: String) throws(Problem) {
    guard value.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else { throw .notPrintable }
    guard value.count >= Self.minimumLength else { throw .tooShort(value.count) }
    self.value = value
  }

  private init(unchecked value: String) {
    self.value = value
  }

  /// A new token: 32 bytes from the system's secure random source, as 64 hexadecimal digits.
  public static func random() -> APIToken {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef")
    var text = ""
    for _ in 0..<32 {
      let byte = UInt8.random(in: 0...255, using: &generator)
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return APIToken(unchecked: text)
  }

  /// What a request presents, read from its headers.
  public enum Presented: Sendable, Hashable {
    /// No `Authorization: Bearer …` and no `X-TrackCheck-Token`.
    case none
    /// The token the request carries.
    case token(String)
  }

  /// The token a request's headers carry: `Authorization: Bearer TOKEN` (the scheme in any case), else
  /// `X-TrackCheck-Token: TOKEN`.
  public static func presented(in headers: [CollectedRequest.Header]) -> Presented {
    for header in headers where header.name.lowercased() == "authorization" {
      let value = header.value.drop { $0 == " " }
      let scheme = value.prefix { $0 != " " }
      if scheme.lowercased() == "bearer" {
        return .token(String(value.dropFirst(scheme.count)).trimmingSpaces)
      }
    }
    if let header = headers.first(where: { $0.name.lowercased() == "x-trackcheck-token" }) {
      return .token(header.value.trimmingSpaces)
    }
    return .none
  }

  /// Whether `candidate` is the token, in time that depends on the token's length alone (never on where
  /// the first difference is).
  public func matches(_ candidate: String) -> Bool {
    let expected = Array(value.utf8)
    let given = Array(candidate.utf8)
    var difference = UInt8(expected.count == given.count ? 0 : 1)
    for index in expected.indices {
      let other = given.isEmpty ? 0 : given[index % given.count]
      difference |= expected[index] ^ other
    }
    return difference == 0
  }
}

extension String {
  /// Without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
