import CLibXML2
import Foundation

/// Joins the JUnit reports of the shards of one run into one report: one
/// `<testsuite>` per suite, its cases in the order of the unsharded run, the
/// counts recomputed.
public enum JUnitMerge {
  /// Merges the files at `paths`; `order` gives each case id's position in the whole run.
  public static func merge(_ paths: [String], order: [String: Int], selection: String) throws(TrackCheckError) -> Data {
    var documents: [xmlDocPtr] = []
    defer { documents.forEach { xmlFreeDoc($0) } }
    for path in paths {
      guard let document = xmlReadFile(path, nil, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue)),
        let root = xmlDocGetRootElement(document), name(of: root) == "testsuites"
      else { throw .usage("\(path) is not a JUnit report written by trackcheck") }
      documents.append(document)
    }
    // Suites by name, in order of first appearance; their cases from every shard.
    var suiteOrder: [String] = []
    var suites: [String: (first: xmlNodePtr, cases: [xmlNodePtr], digest: String, implementation: String)] = [:]
    for (index, document) in documents.enumerated() {
      for suite in children(of: xmlDocGetRootElement(document), named: "testsuite") {
        let suiteName = attribute(suite, "name") ?? ""
        let properties = children(of: suite, named: "properties").flatMap { children(of: $0, named: "property") }
        let value: (String) -> String = { key in
          properties.first { attribute($0, "name") == key }.flatMap { attribute($0, "value") } ?? ""
        }
        let digest = value("suite.digest")
        let implementation = value("implementation.name") + " " + value("implementation.version")
        if let existing = suites[suiteName] {
          if existing.digest != digest { throw .usage("\(paths[index]) was run on other suites than the other shards") }
          if existing.implementation != implementation {
            throw .usage("\(paths[index]) tested \(implementation), the other shards \(existing.implementation)")
          }
          suites[suiteName]?.cases += children(of: suite, named: "testcase")
        } else {
          if let other = suites.values.first, other.implementation != implementation {
            throw .usage("\(paths[index]) tested \(implementation), the other shards \(other.implementation)")
          }
          suiteOrder.append(suiteName)
          suites[suiteName] = (suite, children(of: suite, named: "testcase"), digest, implementation)
        }
      }
    }
    func position(_ testCase: xmlNodePtr) -> Int {
      let caseName = attribute(testCase, "name") ?? ""
      let id = caseName.split(separator: ":", maxSplits: 1).first.map(String.init) ?? caseName
      return order[id] ?? Int.max
    }
    suiteOrder.sort { (suites[$0]?.cases.map(position).min() ?? 0) < (suites[$1]?.cases.map(position).min() ?? 0) }

    guard let output = xmlNewDoc("1.0") else { throw .usage("cannot create the merged document") }
    defer { xmlFreeDoc(output) }
    let root = xmlNewNode(nil, "testsuites")
    xmlDocSetRootElement(output, root)
    var totals = (tests: 0, failures: 0, errors: 0, time: 0.0)
    for suiteName in suiteOrder {
      guard let suite = suites[suiteName] else { continue }
      let cases = suite.cases.sorted { position($0) < position($1) }
      let node = xmlNewChild(root, nil, "testsuite", nil)
      var counts = (failures: 0, errors: 0, skipped: 0, time: 0.0)
      for testCase in cases {
        if !children(of: testCase, named: "failure").isEmpty { counts.failures += 1 }
        if !children(of: testCase, named: "error").isEmpty { counts.errors += 1 }
        if !children(of: testCase, named: "skipped").isEmpty { counts.skipped += 1 }
        counts.time += Double(attribute(testCase, "time") ?? "0") ?? 0
      }
      xmlSetProp(node, "name", suiteName)
      xmlSetProp(node, "tests", String(cases.count))
      xmlSetProp(node, "failures", String(counts.failures))
      xmlSetProp(node, "errors", String(counts.errors))
      xmlSetProp(node, "skipped", String(counts.skipped))
      xmlSetProp(node, "time", JUnitReport.seconds(counts.time))
      xmlSetProp(node, "timestamp", attribute(suite.first, "timestamp") ?? "")
      xmlSetProp(node, "hostname", attribute(suite.first, "hostname") ?? "localhost")
      for properties in children(of: suite.first, named: "properties") {
        let copy = xmlDocCopyNode(properties, output, 1)
        for property in children(of: copy, named: "property") where attribute(property, "name") == "selection" {
          xmlSetProp(property, "value", selection)
        }
        xmlAddChild(node, copy)
      }
      for testCase in cases { xmlAddChild(node, xmlDocCopyNode(testCase, output, 1)) }
      totals.tests += cases.count
      totals.failures += counts.failures
      totals.errors += counts.errors
      totals.time += counts.time
    }
    xmlSetProp(root, "name", "trackcheck")
    xmlSetProp(root, "tests", String(totals.tests))
    xmlSetProp(root, "failures", String(totals.failures))
    xmlSetProp(root, "errors", String(totals.errors))
    xmlSetProp(root, "time", JUnitReport.seconds(totals.time))

    var buffer: UnsafeMutablePointer<xmlChar>?
    var size: Int32 = 0
    xmlDocDumpFormatMemoryEnc(output, &buffer, &size, "UTF-8", 1)
    defer { trackcheck_xml_free(buffer) }
    guard let buffer else { return Data() }
    return Data(bytes: buffer, count: Int(size))
  }

  private static func name(of node: xmlNodePtr?) -> String {
    guard let node, let name = node.pointee.name else { return "" }
    return String(cString: name)
  }

  private static func children(of node: xmlNodePtr?, named wanted: String) -> [xmlNodePtr] {
    var result: [xmlNodePtr] = []
    var child = node?.pointee.children
    while let current = child {
      if current.pointee.type == XML_ELEMENT_NODE, name(of: current) == wanted { result.append(current) }
      child = current.pointee.next
    }
    return result
  }

  private static func attribute(_ node: xmlNodePtr?, _ key: String) -> String? {
    guard let node, let value = xmlGetProp(node, key) else { return nil }
    defer { trackcheck_xml_free(value) }
    return String(cString: value)
  }
}
