// `import AEPEdgeConsent` in an app's own file builds on the kit: this module stands in for AEPEdgeConsent (Consent),
// whose names the kit declares.
@_exported import TrackCheckKit
