/// The view appearing and disappearing: `viewWillAppear(_:)` before the view is shown, then (in the
/// window, sized) `viewIsAppearing(_:)`, the layout, and `viewDidAppear(_:)`; the same for
/// disappearing without the middle call. Each callback reaches the children whose views are in the
/// controller's view after their parent (unless it forwards nothing), and a controller's callbacks
/// always alternate (a second "will appear" while appearing is not sent), as UIKit's are.
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
        appearanceAnimated = animated
        viewIsAppearingDue = isAppearing
        isAppearing ? viewWillAppear(animated) : viewWillDisappear(animated)
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    func baseEndAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            sendViewIsAppearingIfDue()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            movingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in forwardedChildren { child.endAppearanceTransition() }
    }

    /// Sends `viewIsAppearing(_:)` if this appearance has not had it yet: at the view's first layout
    /// while appearing, or just before `viewDidAppear(_:)` when no layout came.
    func sendViewIsAppearingIfDue() {
        guard viewIsAppearingDue, appearanceState == .appearing else { return }
        viewIsAppearingDue = false
        viewIsAppearing(appearanceAnimated)
    }

    /// The children that hear this controller's appearance callbacks: those whose views are in its view.
    private var forwardedChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// The controller whose view is on top: the last presented one.
    var topPresented: UIViewController { presentedViewController?.topPresented ?? self }
}
