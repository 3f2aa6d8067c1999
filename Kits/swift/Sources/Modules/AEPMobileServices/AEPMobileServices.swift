// `import AEPMobileServices` in an app's own file builds on the kit: this module stands in for AEPMobileServices (AEPMobileServices),
// whose names the kit declares.
@_exported import TrackCheckKit
