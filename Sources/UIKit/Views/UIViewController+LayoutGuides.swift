extension UIViewController {
    /// The band above the content (deprecated in UIKit for `view.safeAreaLayoutGuide`): its bottom is
    /// the safe area's top.
    public var topLayoutGuide: UILayoutSupport { SafeAreaBand(view, atTop: true) }
    /// The band below the content (deprecated in UIKit): its top is the safe area's bottom.
    public var bottomLayoutGuide: UILayoutSupport { SafeAreaBand(view, atTop: false) }
}
