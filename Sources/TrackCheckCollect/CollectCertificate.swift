// The collector's certificate: swift-certificates, swift-crypto. Built with the package trait `Collector`.
#if Collector
  import Crypto
  import Foundation
  import SwiftASN1
  import X509

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The collector's TLS identity: a certificate authority of its own, which the device trusts once, and a
  /// server certificate it signs for the names the device reaches the collector by. Kept in a folder so a
  /// device that trusted the authority keeps trusting it across runs.
  public struct CollectCertificate: Sendable {
    /// The server certificate's chain, PEM (the server certificate, then the authority's).
    public var chainPEM: String
    /// The server certificate's private key, PEM.
    public var privateKeyPEM: String
    /// Where the authority's certificate is, for the device to trust (nil: the user gave the certificate).
    public var authorityFile: URL?
    /// The authority's (or the given certificate's) SHA-256 fingerprint, as devices show it.
    public var fingerprint: String

    /// The names a server certificate always covers: the machine itself.
    public static let localNames = ["localhost", "127.0.0.1", "::1"]

    /// The certificate in `folder` for `names` (made there on first use: `trackcheck-collect-ca.pem`,
    /// `trackcheck-collect-ca-key.pem`, readable by this user alone); a new server certificate is made when
    /// the names change, signed by the same authority.
    public static func load(in folder: URL, names: [String]) throws -> CollectCertificate {
      let manager = FileManager.default
      try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let authorityFile = folder.appendingPathComponent("trackcheck-collect-ca.pem")
      let authorityKeyFile = folder.appendingPathComponent("trackcheck-collect-ca-key.pem")
      let authority: Certificate
      let authorityKey: P256.Signing.PrivateKey
      if let certificateText = try? String(contentsOf: authorityFile, encoding: .utf8),
        let keyText = try? String(contentsOf: authorityKeyFile, encoding: .utf8)
      {
        authority = try Certificate(pemEncoded: certificateText)
        authorityKey = try P256.Signing.PrivateKey(pemRepresentation: keyText)
      } else {
        authorityKey = P256.Signing.PrivateKey()
        authority = try makeAuthority(key: authorityKey)
        try write(authorityKey.pemRepresentation, to: authorityKeyFile, mode: 0o600)
        try write(try authority.serializeAsPEM().pemString, to: authorityFile, mode: 0o644)
      }
      let serverKey = P256.Signing.PrivateKey()
      let server = try makeServer(key: serverKey, names: localNames + names, authority: authority, authorityKey: authorityKey)
      return CollectCertificate(
        chainPEM: try server.serializeAsPEM().pemString + "\n" + authority.serializeAsPEM().pemString,
        privateKeyPEM: serverKey.pemRepresentation, authorityFile: authorityFile, fingerprint: try fingerprint(of: authority))
    }

    /// A certificate and key the user gives (PEM files).
    public static func given(certificate: URL, privateKey: URL) throws -> CollectCertificate {
      let chain = try String(contentsOf: certificate, encoding: .utf8)
      let key = try String(contentsOf: privateKey, encoding: .utf8)
      let first = try Certificate(pemEncoded: chain)
      return CollectCertificate(chainPEM: chain, privateKeyPEM: key, authorityFile: nil, fingerprint: try fingerprint(of: first))
    }

    private static func makeAuthority(key: P256.Signing.PrivateKey) throws -> Certificate {
      let name = try DistinguishedName {
        OrganizationName("trackcheck")
        CommonName("trackcheck collect local authority")
      }
      let now = Date()
      return try Certificate(
        version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(key.publicKey),
        notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(10 * 365 * 86_400), issuer: name,
        subject: name,
        signatureAlgorithm: .ecdsaWithSHA256,
        extensions: try Certificate.Extensions {
          Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
          Critical(KeyUsage(keyCertSign: true, cRLSign: true))
        }, issuerPrivateKey: .init(key))
    }

    private static func makeServer(
      key: P256.Signing.PrivateKey, names: [String], authority: Certificate, authorityKey: P256.Signing.PrivateKey
    ) throws -> Certificate {
      var alternatives: [GeneralName] = []
      for name in names {
        if let address = ipAddressBytes(name) {
          alternatives.append(.ipAddress(ASN1OctetString(contentBytes: ArraySlice(address))))
        } else {
          alternatives.append(.dnsName(name))
        }
      }
      let now = Date()
      return try Certificate(
        version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(key.publicKey),
        // Apple accepts at most 825 days for a certificate under a root the user installed; 397 is what it
        // accepts of any server certificate.
        notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(397 * 86_400), issuer: authority.subject,
        subject: try DistinguishedName {
          OrganizationName("trackcheck")
          CommonName(names.first ?? "localhost")
        }, signatureAlgorithm: .ecdsaWithSHA256,
        extensions: try Certificate.Extensions {
          Critical(BasicConstraints.notCertificateAuthority)
          Critical(KeyUsage(digitalSignature: true))
          try ExtendedKeyUsage([.serverAuth])
          SubjectAlternativeNames(alternatives)
        }, issuerPrivateKey: .init(authorityKey))
    }

    /// An IPv4 or IPv6 address's bytes, or nil for a host name.
    static func ipAddressBytes(_ text: String) -> [UInt8]? {
      var v4 = in_addr()
      if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
      var v6 = in6_addr()
      if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
      return nil
    }

    private static func fingerprint(of certificate: Certificate) throws -> String {
      var serializer = DER.Serializer()
      try serializer.serialize(certificate)
      return SHA256.hash(data: serializer.serializedBytes).map { String($0, radix: 16, uppercase: true).leftPadded }.joined(separator: ":")
    }

    private static func write(_ text: String, to file: URL, mode: Int) throws {
      let created = FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: mode])
      if !created { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
    }
  }

  extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
  }
#endif
