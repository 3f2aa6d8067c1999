import Foundation

/// Writes a suite folder of `count` cases, built from matrices as a suite
/// author would write them. Every case expects no call (tracking is off), so
/// every implementation that follows the rules passes it, the C echo included.
enum SuiteGenerator {
  static let variantsPerAxis = 1250
  static let places = [
    ("ios-bg", "ios", "background", "ios-off"),
    ("ios-fg", "ios", "foreground", "ios-off"),
    ("and-bg", "android", "background", "android-off"),
    ("and-killed", "android", "terminated", "android-off"),
  ]

  static func write(count: Int, to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try """
    requirements:
      - id: BENCH-FLAG-OFF
        level: MUST
        rule: "A push whose tracking is off produces no call."
        source: "ACS-PUSH-TRACKING-FR §about-push-tracking"
    """.write(to: folder.appendingPathComponent("requirements.yaml"), atomically: true, encoding: .utf8)
    try """
    fixtures:
      ios-off:
        platform: ios
        source: generated
        payload:
          aps: {alert: {title: "Sale", body: "20% off"}, content-available: 1, category: DEFAULT}
          _dId: "56c4"
          _mId: "h138a"
          _acsDeliveryTracking: "off"
      android-off:
        platform: android
        source: generated
        payload:
          priority: high
          data: {_dId: "d57fd6", _mId: "h1685a5", _acsDeliveryTracking: "off", title: "Sale"}
    """.write(to: folder.appendingPathComponent("fixtures.yaml"), atomically: true, encoding: .utf8)
    var text = "title: Generated cases for the benchmark\ncases:\n"
    let perEntry = places.count * variantsPerAxis
    var remaining = count
    var entry = 0
    while remaining > 0 {
      let variants = min(variantsPerAxis, (remaining + places.count - 1) / places.count)
      text += "  - id: \"GEN\(entry)-${where}-${n}\"\n"
      text += "    title: Generated case\n"
      text += "    requirements: [BENCH-FLAG-OFF]\n"
      text += "    source: generated\n"
      text += "    steps: [receive, tap]\n"
      text += "    expect: none\n"
      text += "    matrix:\n"
      text += "      where:\n"
      for (name, platform, app, fixture) in places {
        text += "        \(name): {platform: \(platform), app: \(app), payload: \(fixture)}\n"
      }
      text += "      n:\n"
      for index in 0..<variants { text += "        n\(index): {}\n" }
      remaining -= min(remaining, perEntry)
      entry += 1
    }
    try text.write(to: folder.appendingPathComponent("generated.yaml"), atomically: true, encoding: .utf8)
  }
}
