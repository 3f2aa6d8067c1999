// `import AEPAssurance` in an app's own file builds on the kit: this module stands in for AEPAssurance (Assurance),
// whose names the kit declares.
@_exported import TrackCheckKit
