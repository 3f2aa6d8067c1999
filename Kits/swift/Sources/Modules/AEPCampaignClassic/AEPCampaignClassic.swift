// `import AEPCampaignClassic` in an app's own file builds on the kit: this module stands in for AEPCampaignClassic
// (CampaignClassic), whose names the kit declares.
@_exported import TrackCheckKit
