import Foundation
import Testing

@testable import TrackCheckKit

/// What a real app's launch code calls beyond push tracking builds and behaves as the SDK's does.
@Suite struct AdobeExtensionsTests {
  @Test func anAppRegistersAnalyticsTargetAndMobileServicesAndSetsItsPrivacy() {
    // As AEP apps write it: the extensions by their Swift names (Mobile Services keeps its Objective-C one).
    let extensions: [NSObject.Type] = [Analytics.self, Target.self, AEPMobileServices.self, Campaign.self]
    #expect(extensions.count == 4)
    #expect(Analytics.extensionVersion == "5.0.2" && Target.extensionVersion == "5.0.0")
    MobileCore.setPrivacyStatus(.optedOut)
    var seen: PrivacyStatus?
    MobileCore.getPrivacyStatus { seen = $0 }
    #expect(seen == .optedOut)
    #expect(PrivacyStatus.optedIn.rawValue == "optedin" && PrivacyStatus(rawValue: "optunknown") == .unknown)
    #expect(PrivacyStatus(rawValue: "yes") == nil)
    MobileCore.setPrivacyStatus(.optedIn)
  }

  @Test @MainActor func theDeprecatedOpenURLIsRecordedAsOpenIs() async {
    let application = UIApplication.shared
    let before = application.openedURLs.count
    let url = URL(string: "https://example.com/offer")!
    #expect(application.openURL(url))
    #expect(await application.open(url))
    #expect(application.openedURLs.suffix(2) == [url, url] && application.openedURLs.count == before + 2)
  }
}
