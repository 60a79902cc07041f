/// The view appearing and disappearing: `viewWillAppear(_:)` before the view is shown (then it lays
/// out), `viewDidAppear(_:)` after; the same for disappearing. Each callback reaches the children
/// after their parent, and a controller's callbacks always alternate (a second "will appear" while
/// appearing is not sent), as UIKit's are.
extension UIViewController {
    /// Where a controller's view is in appearing.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    var baseIsBeingPresented: Bool { appearanceState == .appearing && presentingViewController != nil }
    var baseIsBeingDismissed: Bool { appearanceState == .disappearing && presentingViewController != nil }

    func baseBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let target: AppearanceState = isAppearing ? .appearing : .disappearing
        let settled: AppearanceState = isAppearing ? .appeared : .disappeared
        guard appearanceState != target, appearanceState != settled else { return }
        appearanceState = target
        isAppearing ? viewWillAppear(animated) : viewWillDisappear(animated)
        for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
        appearanceAnimated = animated
    }

    func baseEndAppearanceTransition() {
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
