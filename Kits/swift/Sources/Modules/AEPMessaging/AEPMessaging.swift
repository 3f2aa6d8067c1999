// `import AEPMessaging` in an app's own file builds on the kit: this module stands in for AEPMessaging (Messaging),
// whose names the kit declares.
@_exported import TrackCheckKit
