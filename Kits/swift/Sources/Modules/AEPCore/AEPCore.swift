// `import AEPCore` in an app's own file builds on the kit: this module stands in for AEPCore (MobileCore, LogLevel, Extension registration),
// whose names the kit declares.
@_exported import TrackCheckKit
