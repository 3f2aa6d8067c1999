// `import AEPServices` in an app's own file builds on the kit: this module stands in for AEPServices (ServiceProvider, URLOpening),
// whose names the kit declares.
@_exported import TrackCheckKit
