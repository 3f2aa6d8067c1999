// `import AEPIdentity` in an app's own file builds on the kit: this module stands in for AEPIdentity (Identity),
// whose names the kit declares.
@_exported import TrackCheckKit
