// `import AEPUserProfile` in an app's own file builds on the kit: this module stands in for AEPUserProfile (UserProfile),
// whose names the kit declares.
@_exported import TrackCheckKit
