// `import CoreLocation` in an app's own file builds on the kit: this module stands in for CoreLocation (the authorization enums Places takes),
// whose names the kit declares.
@_exported import TrackCheckKit
