// `import AEPAnalytics` in an app's own file builds on the kit: this module stands in for AEPAnalytics (Analytics),
// whose names the kit declares.
@_exported import TrackCheckKit
