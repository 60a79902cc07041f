/// The view appearing and disappearing: `viewWillAppear(_:)` before the view is shown (then it lays
/// out), `viewDidAppear(_:)` after; the same for disappearing. Each callback reaches the children
/// after their parent, and a controller's callbacks always alternate (a second "will appear" while
/// appearing is not sent), as UIKit's are.
extension UIViewController {
    /// Where a controller's view is in appearing.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// Whether the view is being shown (between "will appear" and "did appear").
    public var isBeingPresented: Bool { appearanceState == .appearing && presentingViewController != nil }
    /// Whether the view is being dismissed.
    public var isBeingDismissed: Bool { appearanceState == .disappearing && presentingViewController != nil }

    /// Starts the view appearing (`isAppearing`) or disappearing: calls "will appear"/"will
    /// disappear" on this controller, then its children.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let target: AppearanceState = isAppearing ? .appearing : .disappearing
        let settled: AppearanceState = isAppearing ? .appeared : .disappeared
        guard appearanceState != target, appearanceState != settled else { return }
        appearanceState = target
        isAppearing ? viewWillAppear(animated) : viewWillDisappear(animated)
        for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
        appearanceAnimated = animated
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: calls "did appear"/"did
    /// disappear" on this controller, then its children.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in children { child.endAppearanceTransition() }
    }

    /// The controller whose view is on top: the last presented one.
    var topPresented: UIViewController { presentedViewController?.topPresented ?? self }
}
