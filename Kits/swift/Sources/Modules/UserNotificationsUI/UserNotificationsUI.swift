// `import UserNotificationsUI` in an app's own file builds on the kit: this module stands in for UserNotificationsUI
// (a content extension's names, which push tracking does not need). It brings the kit's declarations of
// UserNotificationsUI's names and no others, which need their own import as on iOS; ModuleExportsTests holds the list
// to Kits/reference/ios. Foundation comes with it, as the framework re-exports it, and with Foundation Objective-C's
// `Selector`; os's logging names come too, which the C module `os` cannot bring on its own. It re-exports UIKit and
// UserNotifications, as the framework does.
@_exported import Foundation
@_exported import UIKit
@_exported import UserNotifications
