// `import AEPSignal` in an app's own file builds on the kit: this module stands in for AEPSignal (Signal),
// whose names the kit declares.
@_exported import TrackCheckKit
