// `import AdSupport` in an app's own file builds on the kit: this module stands in for AdSupport (ASIdentifierManager),
// whose names the kit declares.
@_exported import TrackCheckKit
