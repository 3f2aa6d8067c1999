import Foundation
import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckProtocol

/// What an implementation reports about its app (`ready.app`, `calls.app`):
/// every field read into its type, and a field of the wrong type a protocol
/// error naming the field, never dropped.
@Suite("The app's report (protocol 2 and 3)")
struct AppReportTests {
  static func object(_ text: String) throws -> JSONObject {
    try #require(try JSONParser.parse(Array(text.utf8)).objectValue)
  }

  static func facts(_ app: String, version: Int = 3, answering: CallbackName? = .onMessageReceived) throws -> Result<
    AppFacts, ProtocolFault
  > {
    AppReport.facts(in: try object(#"{"type":"calls","id":"2","calls":[],"app":"# + app + "}"), version: version, answering: answering)
  }

  static func manifest(_ app: String, version: Int = 3) throws -> Result<AppManifest, ProtocolFault> {
    AppReport.manifest(in: try object(#"{"type":"ready","id":"1","app":"# + app + "}"), version: version)
  }

  @Test func aVersion3ManifestDeclaresActivitiesReceiversServicesAndTheTargetSdk() throws {
    let manifest = try Self.manifest(
      #"{"targetSdk":31,"receivers":["TapReceiver"],"services":["OpenService"],"activities":[{"name":"MainActivity","launcher":true},"#
        + #"{"name":"PushActivity","launchMode":"singleTask","taskAffinity":"","noHistory":false,"excludeFromRecents":true,"configChanges":["orientation","screenSize"]}]}"#
    ).get()
    #expect(manifest.protocolVersion == 3 && manifest.targetSdk == 31)
    #expect(manifest.receivers == ["TapReceiver"] && manifest.services == ["OpenService"])
    let push = try #require(manifest.activities?.last)
    #expect(push.launchMode == .singleTask && push.taskAffinity == "" && push.excludeFromRecents && push.handlesRotation)
    #expect(manifest.declaredActivities.first?.launcher == true)
    // Without activities, v2's launchMode names the one launcher activity.
    let v2 = try Self.manifest(#"{"launchMode":"singleTop"}"#).get()
    #expect(v2.declaredActivities == [AndroidActivity(name: "MainActivity", launchMode: .singleTop, launcher: true)])
  }

  @Test(arguments: [
    (#"{"targetSdk":"31"}"#, "ready.app.targetSdk"),
    (#"{"activities":{"name":"A"}}"#, "ready.app.activities"),
    (#"{"activities":[{"name":3}]}"#, "ready.app.activities[0].name"),
    (#"{"activities":[{"name":"A","launchMode":"singletop"}]}"#, "ready.app.activities[0].launchMode"),
    (#"{"activities":[{"name":"A","launcher":"yes"}]}"#, "ready.app.activities[0].launcher"),
    (#"{"activities":[{"name":"A","configChanges":"orientation"}]}"#, "ready.app.activities[0].configChanges"),
    (#"{"activities":[{"name":"A","taskAffinity":0}]}"#, "ready.app.activities[0].taskAffinity"),
    (#"{"activities":[{"name":"A","noHistory":1}]}"#, "ready.app.activities[0].noHistory"),
    (#"{"receivers":"R"}"#, "ready.app.receivers"),
    (#"{"services":[1]}"#, "ready.app.services"),
    (#"{"categories":[{"identifier":"DEFAULT","customDismissAction":"yes"}]}"#, "customDismissAction"),
  ])
  func aManifestFieldOfTheWrongTypeIsAFaultNamingIt(_ app: String, _ field: String) throws {
    guard case .failure(let fault) = try Self.manifest(app) else {
      Issue.record("accepted \(app)")
      return
    }
    #expect(fault.reason.contains(field), "\(fault.reason)")
  }

  @Test func version3FactsReadForActionsKindsAndWhatTheActivityDid() throws {
    let facts = try Self.facts(
      #"{"posted":[{"id":1,"tag":"t","for":"a","contentIntent":{"requestCode":1,"kind":"activities","flags":["FLAG_IMMUTABLE"],"#
        + #""intents":[{"component":"MainActivity"},{"component":"Detail","extras":{"_dId":"d"}}]},"#
        + #""actions":[{"title":"Read","intent":{"requestCode":2,"kind":"broadcast","intent":{"component":"R"}}}]}],"#
        + #""cancelledAll":true,"setIntent":{"component":"MainActivity"},"startActivity":[{"component":"MainActivity","flags":["FLAG_ACTIVITY_NEW_TASK"]}],"finish":true}"#,
      answering: CallbackName.onResume
    ).get()
    let posted = try #require(facts.posted.first)
    #expect(posted.key == NotificationKey(id: 1, tag: "t") && posted.push == "a")
    #expect(posted.contentIntent?.kind == .activities && posted.contentIntent?.intents.count == 2)
    #expect(posted.contentIntent?.intent.component == "Detail")
    #expect(posted.actions.first?.title == "Read" && posted.actions.first?.intent?.kind == .broadcast)
    #expect(facts.cancelledAll && facts.finished && facts.setIntentTo == IntentSpec(component: "MainActivity"))
    #expect(facts.startedActivities.first?.has(.newTask) == true)
    // v2's `setIntent: true` is still read.
    #expect(try Self.facts(#"{"setIntent":true}"#).get().setIntent)
  }

  @Test(arguments: [
    (#"{"posted":[{"id":1,"tag":5}]}"#, "app.posted.tag"),
    (#"{"posted":[{"id":1,"contentIntent":{"requestCode":1,"intent":{"extras":[]}}}]}"#, "app.posted[0].contentIntent.intent.extras"),
    (#"{"posted":[{"id":1,"contentIntent":{"requestCode":1,"intent":{"component":7}}}]}"#, "app.posted[0].contentIntent.intent.component"),
    (#"{"posted":[{"id":1,"contentIntent":{"requestCode":1,"kind":"job","intent":{}}}]}"#, "app.posted[0].contentIntent.kind"),
    (#"{"posted":[{"id":1,"contentIntent":{"requestCode":"1","intent":{}}}]}"#, "app.posted[0].contentIntent.requestCode"),
    (#"{"posted":[{"id":1,"deleteIntent":{"requestCode":1,"intent":{"flags":"X"}}}]}"#, "app.posted[0].deleteIntent.intent.flags"),
    (#"{"posted":[{"id":1,"for":1}]}"#, "app.posted[0].for"),
    (#"{"posted":[{"id":1,"autoCancel":"no"}]}"#, "app.posted[0].autoCancel"),
    (#"{"posted":[{"id":1,"actions":[{"title":2}]}]}"#, "app.posted[0].actions[0].title"),
    (#"{"posted":[{"id":1,"contentIntent":{"requestCode":1,"kind":"activities"}}]}"#, "app.posted[0].contentIntent.intents"),
    (#"{"cancelled":[{"id":1,"tag":2}]}"#, "app.cancelled.tag"),
    (#"{"cancelledAll":"yes"}"#, "app.cancelledAll"),
    (#"{"setIntent":"MainActivity"}"#, "app.setIntent"),
    (#"{"startActivity":{"component":"A"}}"#, "app.startActivity"),
    (#"{"startActivity":[{"data":1}]}"#, "app.startActivity[0].data"),
    (#"{"finish":1}"#, "app.finish"),
    (#"{"categories":[{"identifier":"DEFAULT","customDismissAction":"yes"}]}"#, "customDismissAction"),
  ])
  func aFactOfTheWrongTypeIsAFaultNamingIt(_ app: String, _ field: String) throws {
    guard case .failure(let fault) = try Self.facts(app) else {
      Issue.record("accepted \(app)")
      return
    }
    #expect(fault.reason.contains(field), "\(fault.reason)")
  }

  /// In protocol 3 a notification posted while answering anything but onMessageReceived must say which push it is for.
  @Test func aNotificationPostedOutsideOnMessageReceivedMustNameItsPush() throws {
    let posted = #"{"posted":[{"id":1}]}"#
    #expect(throws: ProtocolFault.self) { try Self.facts(posted, answering: CallbackName.onResume).get() }
    #expect(try Self.facts(posted, answering: CallbackName.onMessageReceived).get().posted.count == 1)
    #expect(try Self.facts(#"{"posted":[{"id":1,"for":"a"}]}"#, answering: CallbackName.onResume).get().posted.count == 1)
    // Protocol 2 keeps its rule: the last push received.
    #expect(try Self.facts(posted, version: 2, answering: CallbackName.onResume).get().posted.count == 1)
  }

  /// docs/protocol.schema.json describes version 3's messages: the app's report and the callbacks it adds.
  @Test func theSchemaDescribesVersion3() throws {
    let schemaText = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/protocol.schema.json"), encoding: .utf8)
    let check = JSONSchemaCheck(try JSONParser.parse(Array(schemaText.utf8)))
    let lines = [
      #"{"type":"hello","protocol":3,"implementation":{"name":"x"}}"#,
      #"{"type":"ready","id":"1","app":{"targetSdk":31,"activities":[{"name":"Main","launcher":true,"configChanges":["orientation","screenSize"]}],"receivers":["R"],"services":[]}}"#,
      #"{"type":"calls","id":"2","calls":[],"app":{"posted":[{"id":1,"for":"a","contentIntent":{"requestCode":1,"kind":"activities","intents":[{"component":"Main"}]},"actions":[{"title":"Read","intent":{"requestCode":2,"kind":"broadcast","intent":{"component":"R"}}}]}],"cancelledAll":true,"setIntent":{"component":"Main"},"startActivity":[{"component":"Main"}],"finish":true}}"#,
      #"{"type":"callback","id":"3","case":"c","seq":1,"name":"BroadcastReceiver.onReceive","args":{"receiver":"R","intent":{"flags":[],"extras":{}}}}"#,
      #"{"type":"callback","id":"4","case":"c","seq":2,"name":"Activity.onConfigurationChanged","args":{"activity":"Main","newConfig":{"orientation":"landscape"}}}"#,
    ]
    for line in lines { #expect(check.problems(try JSONParser.parse(Array(line.utf8))) == [], "\(line)") }
    #expect(
      !check.problems(try JSONParser.parse(Array(#"{"type":"ready","id":"1","app":{"activities":[{"launcher":true}]}}"#.utf8))).isEmpty)
    #expect(check.problems(.object(ProtocolMessages.hello())) == [])
  }
}
