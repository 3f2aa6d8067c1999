// `import AEPTarget` in an app's own file builds on the kit: this module stands in for AEPTarget (Target),
// whose names the kit declares.
@_exported import TrackCheckKit
