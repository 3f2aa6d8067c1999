import TrackCheckModel

/// Derives, from a case's platform, device, app state, payloads and steps,
/// the exact callbacks the OS delivers to the app's code.
public enum PlatformModel {
  /// The callbacks of `testCase`, step by step.
  public static func derive(_ testCase: TrackingCase) throws(PlatformModelError) -> Derivation {
    switch testCase.platform {
    case .ios:
      var model = IOSModel(testCase)
      return try model.run()
    case .android:
      var model = AndroidModel(testCase)
      return try model.run()
    }
  }
}
