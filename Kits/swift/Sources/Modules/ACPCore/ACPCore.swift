// `import ACPCore` in an app's own file builds on the kit: this module stands in for ACPCore (ACPCore, ACPIdentity, ACPLifecycle, ACPSignal),
// whose names the kit declares.
@_exported import TrackCheckKit
