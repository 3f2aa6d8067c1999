internal import CLibXML2
import Foundation
import TrackCheckModel
import TrackCheckPlatform

/// Validates XML documents against an XML Schema with libxml2.
public final class SchemaValidator {
  private let schema: xmlSchemaPtr

  /// Why a schema or a document was rejected.
  public struct Failure: Error, CustomStringConvertible {
    /// libxml2's messages.
    public var messages: [String]
    public var description: String { messages.joined(separator: "\n") }
  }

  /// Loads the schema at `path`.
  public init(schemaPath: String) throws(Failure) {
    guard let context = xmlSchemaNewParserCtxt(schemaPath) else { throw Failure(messages: ["cannot open the schema \(schemaPath)"]) }
    defer { xmlSchemaFreeParserCtxt(context) }
    xmlSchemaSetParserStructuredErrors(context, nil, nil)
    guard let schema = xmlSchemaParse(context) else { throw Failure(messages: ["the schema \(schemaPath) is invalid"]) }
    self.schema = schema
  }

  deinit { xmlSchemaFree(schema) }

  /// Validates `data`; returns libxml2's messages, empty when the document is valid.
  public func validate(_ data: Data) -> [String] {
    let collector = ErrorCollector()
    let document: xmlDocPtr? = data.withUnsafeBytes { buffer in
      xmlReadMemory(
        buffer.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(buffer.count), "report.xml", "UTF-8",
        Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))
    }
    guard let document else { return ["the document is not well-formed XML"] }
    defer { xmlFreeDoc(document) }
    guard let context = xmlSchemaNewValidCtxt(schema) else { return ["cannot create a validation context"] }
    defer { xmlSchemaFreeValidCtxt(context) }
    let unmanaged = Unmanaged.passRetained(collector)
    defer { unmanaged.release() }
    xmlSchemaSetValidStructuredErrors(
      context,
      { userData, error in
        guard let userData, let error else { return }
        let collector = Unmanaged<ErrorCollector>.fromOpaque(userData).takeUnretainedValue()
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        collector.messages.append("line \(error.pointee.line): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
      }, unmanaged.toOpaque())
    let status = xmlSchemaValidateDoc(context, document)
    if status != 0 && collector.messages.isEmpty { collector.messages.append("invalid (libxml2 status \(status))") }
    return collector.messages
  }

  private final class ErrorCollector { var messages: [String] = [] }
}
