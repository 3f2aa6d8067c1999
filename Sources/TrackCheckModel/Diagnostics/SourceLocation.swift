/// A place in a suite file: path, line and column, both counted from 1.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path as the user gave it, or relative to the suite root.
  public var file: String
  /// The line, from 1; 0 when the whole file is meant.
  public var line: Int
  /// The column, from 1; 0 when the whole line is meant.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, in the form editors and CI annotations understand.
  public var description: String {
    if line == 0 { return file }
    if column == 0 { return "\(file):\(line)" }
    return "\(file):\(line):\(column)"
  }
}
