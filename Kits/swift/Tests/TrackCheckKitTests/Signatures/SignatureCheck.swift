import Foundation

/// A stand-in type compared with its published declaration: each published member the kit has must
/// have the same parameter types, result, `async`/`throws`, static-ness, and an `optional`
/// requirement must be one an app may leave out; a type described whole must have no public member
/// the vendor does not publish.
enum SignatureCheck {
  struct Result {
    var typeName: String
    var problems: [String]
    var covered: Set<String>
    var lacking: [String]
  }

  static func check(_ published: PublishedType, kit type: KitSymbol?, members kitMembers: [KitSymbol]) -> Result {
    let name = "\(published.module).\(published.name)"
    // Inside a type, its own names need no qualifier: the kit's `PrivacyStatus.RawValue` is the published `RawValue`.
    let qualifier = published.name + "."
    let members = kitMembers.map { symbol in
      var symbol = symbol
      symbol.type = symbol.type.replacingOccurrences(of: qualifier, with: "")
      symbol.parameterTypes = symbol.parameterTypes.map { $0.replacingOccurrences(of: qualifier, with: "") }
      return symbol
    }
    var problems: [String] = []
    if let type, (type.kind == "swift.protocol") != (published.kind == "protocol") {
      problems.append(
        "\(name) is \(type.kind == "swift.protocol" ? "a protocol" : "not a protocol") in the kit; the published one \(published.kind == "protocol" ? "is a protocol" : "is a \(published.kind)")"
      )
    }
    var covered: Set<String> = []
    var lacking: [String] = []
    var matched: Set<KitSymbol> = []
    for var member in published.members {
      member.type = member.type.replacingOccurrences(of: qualifier, with: "")
      member.parameterTypes = member.parameterTypes.map { $0.replacingOccurrences(of: qualifier, with: "") }
      // A protocol's requirement before the extension member that implements it by default.
      let candidates = members.filter { $0.memberKind == member.kind && $0.title == member.name }
        .sorted { $0.isRequirement && !$1.isRequirement }
      guard !candidates.isEmpty else {
        lacking.append(member.name)
        continue
      }
      // Overloads by effect: Swift imports a completion-handler method and its `async` form under one name.
      let sameParameters = candidates.filter {
        member.kind == .property || member.kind == .enumCase || $0.parameterTypes == member.parameterTypes
      }
      guard let match = sameParameters.first(where: { $0.isAsync == member.isAsync }) ?? sameParameters.first else {
        let kit = candidates.map { "(\($0.parameterTypes.joined(separator: ", ")))" }.joined(separator: " and ")
        problems.append(
          "\(name).\(member.name) takes \(kit) in the kit; the published one takes (\(member.parameterTypes.joined(separator: ", ")))")
        continue
      }
      matched.insert(match)
      covered.insert(member.name)
      if member.kind != .enumCase && member.kind != .initializer && match.type != member.type {
        problems.append("\(name).\(member.name) is \(match.type) in the kit; the published one is \(member.type)")
      }
      if member.kind == .initializer && match.type != member.type {
        problems.append(
          "\(name).\(member.name) is \(match.type == "Self?" ? "failable" : "not failable") in the kit; the published one \(member.type == "Self?" ? "is" : "is not")"
        )
      }
      if match.isAsync != member.isAsync {
        problems.append(
          "\(name).\(member.name) is \(match.isAsync ? "" : "not ")async in the kit; the published one \(member.isAsync ? "is" : "is not")")
      }
      if match.isThrowing != member.isThrowing {
        problems.append(
          "\(name).\(member.name) \(match.isThrowing ? "throws" : "does not throw") in the kit; the published one \(member.isThrowing ? "does" : "does not")"
        )
      }
      if member.kind != .enumCase && match.isStatic != member.isStatic {
        problems.append(
          "\(name).\(member.name) is \(match.isStatic ? "static" : "an instance member") in the kit; the published one \(member.isStatic ? "is static" : "is an instance member")"
        )
      }
      if member.isOptional && match.isRequirement && !match.hasDefault {
        problems.append("\(name).\(member.name) is a requirement an app must implement in the kit; the published one is optional")
      }
    }
    if !published.isExtract {
      for member in members where !matched.contains(member) && member.memberKind != nil {
        // A member that implements one the file lists under another name (a default implementation) is the kit's business.
        if member.isRequirement || published.members.contains(where: { $0.name == member.title }) { continue }
        problems.append("\(name).\(member.title) is public in the kit; the published \(published.name) has no such member")
      }
    }
    return Result(typeName: name, problems: problems, covered: covered, lacking: lacking)
  }
}
