// `import UIKit` in an app's own file builds on the kit: this module stands in for UIKit (UIApplication, UIResponder, UIApplicationDelegate, scenes),
// whose names the kit declares.
@_exported import TrackCheckKit
