// `import AEPOptimize` in an app's own file builds on the kit: this module stands in for AEPOptimize (Optimize),
// whose names the kit declares.
@_exported import TrackCheckKit
