// `import AEPCampaign` in an app's own file builds on the kit: this module stands in for AEPCampaign (Campaign),
// whose names the kit declares.
@_exported import TrackCheckKit
