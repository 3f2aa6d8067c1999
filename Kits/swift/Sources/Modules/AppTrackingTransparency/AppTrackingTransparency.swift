// `import AppTrackingTransparency` in an app's own file builds on the kit: this module stands in for AppTrackingTransparency (ATTrackingManager),
// whose names the kit declares.
@_exported import TrackCheckKit
