/// The wire format of a product's tracking requests (`profile.yaml`'s `hits:`), as data: what tells
/// Campaign Standard's hit from Campaign Classic's and from the Edge Network's experience event, so that
/// one decoder reads them all.
///
/// Campaign's are `GET https://{server}/r/?id={message},{deliveryId},{code}`; they differ in how the message
/// (broadlog) id is written, in the parameters beside `id`, and in the configuration key naming the server.
/// Journey Optimizer's is an Edge Network request (`POST /ee/v1/interact`) whose JSON body carries the
/// event (``Transport/edgeInteract``, ``EdgeEvent``).
public struct HitFormat: Sendable, Hashable {
  /// The format's name in `profile.yaml` (`campaign-standard`).
  public var id: String
  /// The configuration key that names the server the requests go to (`campaign.server`).
  public var serverKey: String
  /// The request as the documents write it, for messages.
  public var template: String
  /// The extension that sends the requests, for messages (`Campaign`, `Campaign Classic`).
  public var extensionName: String
  /// The names of the `id`'s three values, for messages.
  public var valueNames: [String]
  /// What the extension writes before the message id (`h` under Classic; Standard's ids carry their own).
  public var idPrefix: String
  /// How the message id of a call becomes the `id`'s first value.
  public var broadlogOnWire: BroadlogOnWire
  /// The parameter carrying the ECID, which every request must have (`mcId`); `nil`: there is none.
  public var ecidParameter: String?
  /// Whether a parameter beside `id` (and the ECID's) makes the request one Campaign cannot read.
  public var refusesOtherParameters: Bool
  /// What else the extension needs to send anything, for the message of a call without its hit.
  public var needs: String
  /// Whether the iOS extension builds no URL for a server written `host:port` (`URLComponents.host`).
  public var iosDropsHostPort: Bool
  /// The product that counts what the requests report, for messages (`Campaign`, `Journey Optimizer`).
  public var receiver = "Campaign"
  /// How a request carries its event: in the URL's query, or as an experience event in an Edge Network request's body.
  public var transport: Transport = .campaignURL

  /// How a request carries the event it reports.
  public enum Transport: String, Sendable, Hashable {
    /// `GET …/r/?id={message},{delivery},{code}`: one event per request, in the URL.
    case campaignURL = "campaign-url"
    /// `POST https://{edge.domain}/ee/v1/interact?configId=…` with a JSON body whose `events` carry each event's
    /// `xdm` and the dataset it goes to (``EdgeEvent``).
    case edgeInteract = "edge-interact"
  }

  /// How a call's message id is written on the wire.
  public enum BroadlogOnWire: String, Sendable, Hashable {
    /// As the call passed it.
    case asIs = "as-is"
    /// A UUID as it is, a decimal integer as lower-case hexadecimal (Campaign Classic v7's broadlog id).
    case hexadecimal
  }

  public init(
    id: String, serverKey: String, template: String, extensionName: String, valueNames: [String], idPrefix: String,
    broadlogOnWire: BroadlogOnWire, ecidParameter: String?,
    refusesOtherParameters: Bool, needs: String, iosDropsHostPort: Bool
  ) {
    self.id = id
    self.serverKey = serverKey
    self.template = template
    self.extensionName = extensionName
    self.valueNames = valueNames
    self.idPrefix = idPrefix
    self.broadlogOnWire = broadlogOnWire
    self.ecidParameter = ecidParameter
    self.refusesOtherParameters = refusesOtherParameters
    self.needs = needs
    self.iosDropsHostPort = iosDropsHostPort
  }

  /// Campaign Standard: `https://{campaign.server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ECID}`, the
  /// broadlog id as given (Standard's ids start with `h` already), other parameters ignored.
  public static let campaignStandard = HitFormat(
    id: "campaign-standard", serverKey: "campaign.server",
    template: "GET https://{campaign.server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ECID}",
    extensionName: "Campaign", valueNames: ["broadlogId", "deliveryId", "action"], idPrefix: "",
    broadlogOnWire: .asIs, ecidParameter: "mcId", refusesOtherParameters: false,
    needs: "campaign.server, an ECID, privacy not opted out", iosDropsHostPort: true)

  /// Campaign Classic / Campaign v8: `https://{campaignclassic.trackingServer}/r/?id=h{messageId},{deliveryId},{tag}`,
  /// a UUID kept, a decimal sent as lower-case hexadecimal, nothing beside `id`
  /// (docs/profiles/campaign-classic.md §4).
  public static let campaignClassic = HitFormat(
    id: "campaign-classic", serverKey: "campaignclassic.trackingServer",
    template: "GET https://{campaignclassic.trackingServer}/r/?id=h{messageId},{deliveryId},{tag}",
    extensionName: "Campaign Classic", valueNames: ["messageId", "deliveryId", "tag"], idPrefix: "h",
    broadlogOnWire: .hexadecimal, ecidParameter: nil, refusesOtherParameters: true,
    needs: "campaignclassic.trackingServer, privacy not opted out", iosDropsHostPort: false)

  /// Journey Optimizer (AEP Messaging through the Edge extension): each push tracking event an Edge Network
  /// experience event, `POST https://{edge.domain}/ee/v1/interact?configId={edge.configId}&requestId={UUID}`, the
  /// event's `xdm` carrying `eventType`, `pushNotificationTracking.pushProviderMessageID` and the content of `_xdm`,
  /// its `meta.collect.datasetId` the dataset (docs/profiles/journey-optimizer.md §13).
  public static let edge: HitFormat = {
    var format = HitFormat(
      id: "edge", serverKey: "edge.domain",
      template:
        "POST https://{edge.domain}/ee/v1/interact?configId={edge.configId}&requestId={UUID}, each event's xdm (eventType, pushNotificationTracking, application.launches, the _xdm content) and meta.collect.datasetId in the JSON body",
      extensionName: "Edge", valueNames: ["pushProviderMessageID", "the _xdm content", "eventType"], idPrefix: "",
      broadlogOnWire: .asIs, ecidParameter: nil, refusesOtherParameters: false,
      needs: "the Messaging and Edge extensions registered, edge.configId and messaging.eventDataset set, privacy not opted out",
      iosDropsHostPort: false)
    format.transport = .edgeInteract
    format.receiver = "Journey Optimizer"
    return format
  }()

  /// The formats trackcheck reads, by name.
  public static let all: [HitFormat] = [.campaignStandard, .campaignClassic, .edge]

  /// The format named `id`.
  public static func named(_ id: String) -> HitFormat? { all.first { $0.id == id } }
}

extension HitFormat.BroadlogOnWire {
  /// The values the `id`'s first value may have (after the prefix) for a call's message id `broadlogId` on
  /// `ios` or Android, each as the wire writes it; empty when the extension sends nothing for it.
  ///
  /// A decimal is the 64-bit value in hexadecimal, a negative one that fits 32 bits in 32-bit two's
  /// complement (Android 3.1.4); iOS formats with `%02x` (two digits at least), a 32-bit conversion that
  /// keeps the low 32 bits of a larger value. Compared without leading zeros.
  public func forms(of broadlogId: String, ios: Bool) -> [String] {
    switch self {
    case .asIs: return [broadlogId]
    case .hexadecimal:
      if IdRules.IdForm.uuid.matches(broadlogId) { return [broadlogId] }
      guard IdRules.IdForm.decimal.matches(broadlogId), let value = Int64(broadlogId) else { return [] }
      var forms: [String] = []
      if value < 0, let small = Int32(exactly: value) {
        forms.append(String(UInt32(bitPattern: small), radix: 16))
      } else {
        forms.append(String(UInt64(bitPattern: value), radix: 16))
      }
      if ios { forms.append(String(UInt32(truncatingIfNeeded: value), radix: 16)) }
      return forms
    }
  }

  /// Whether `wire`, the `id`'s first value after the prefix, is what the extension sends for a call's
  /// message id `broadlogId` (hexadecimal compared without leading zeros: iOS pads to two digits).
  public func carries(_ wire: String, for broadlogId: String, ios: Bool) -> Bool {
    let forms = forms(of: broadlogId, ios: ios)
    guard self == .hexadecimal, !IdRules.IdForm.uuid.matches(broadlogId) else { return forms.contains(wire) }
    let trimmed = wire.drop { $0 == "0" }
    return forms.contains { $0.drop { $0 == "0" } == trimmed }
  }

  /// The payload's form of the wire's `text` (after the prefix): a UUID as it is, hexadecimal back to a
  /// decimal (16 digits with the top bit set as a negative 64-bit value); `nil` when `text` is neither.
  public func payloadForm(of text: String) -> String? {
    switch self {
    case .asIs: return text
    case .hexadecimal:
      if IdRules.IdForm.uuid.matches(text) { return text }
      guard !text.isEmpty, text.count <= 16, text.allSatisfy(\.isHexDigit), let value = UInt64(text, radix: 16) else { return nil }
      return text.count == 16 ? String(Int64(bitPattern: value)) : String(value)
    }
  }
}
