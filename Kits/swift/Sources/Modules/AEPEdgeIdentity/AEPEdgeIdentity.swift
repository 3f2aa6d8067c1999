// `import AEPEdgeIdentity` in an app's own file builds on the kit: this module stands in for AEPEdgeIdentity (its Identity),
// whose names the kit declares.
@_exported import TrackCheckKit
