import ArgumentParser
import TrackCheckModel

/// How a listing command prints: for people, or one JSON document for scripts.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
}

/// The `--format` option of `list`, `coverage`, `explain` and `diff`.
struct FormatOption: ParsableArguments {
  @Option(help: ArgumentHelp("Print text, or one JSON document (text or json).", valueName: "format"))
  var format: OutputFormat = .text

  /// Prints `value` as JSON, one line.
  func printJSON(_ value: JSONValue) {
    print(JSONSerializer.string(value))
  }
}
