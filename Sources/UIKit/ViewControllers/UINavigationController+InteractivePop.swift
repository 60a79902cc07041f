import Foundation

/// The interactive pop (Navigation rule 21): a drag from the window's left edge pops the top
/// controller with the slide following the pointer, p = translation / width; on release the pop
/// finishes if p > 0.5 or the drag moves right faster than 1,000 pt/s, else it cancels and slides
/// back.
@MainActor
final class InteractivePop {
    /// The drag; the navigation controller's `interactivePopGestureRecognizer`.
    let recognizer = UIScreenEdgePanGestureRecognizer()
    /// The transition the current drag drives, until the pop's transition claims it.
    private var transition: UIPercentDrivenInteractiveTransition?
    private var unclaimed: UIPercentDrivenInteractiveTransition?
    private weak var navigationController: UINavigationController?

    /// Past this fraction of the width a released drag finishes the pop.
    static let finishingFraction: CGFloat = 0.5
    /// Faster than this to the right (pt/s), a released drag finishes the pop.
    static let finishingVelocity: CGFloat = 1000

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        recognizer.edges = .left
        recognizer.addTarget(self, action: InteractivePop.dragged)
    }

    /// The interaction the pop about to start should use: the drag's, once.
    func claimTransition() -> UIPercentDrivenInteractiveTransition? {
        defer { unclaimed = nil }
        return unclaimed
    }

    private func dragged(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController, let view = navigationController.viewIfLoaded else { return }
        let width = max(1, view.bounds.width)
        switch recognizer.state {
        case .began:
            let transition = UIPercentDrivenInteractiveTransition()
            self.transition = transition
            unclaimed = transition
            navigationController.popViewController(animated: true)
        case .changed:
            transition?.update(recognizer.translation(in: view).x / width)
        case .ended:
            let velocity = recognizer.velocity(in: view).x
            let fraction = recognizer.translation(in: view).x / width
            let finishes = velocity > Self.finishingVelocity || (fraction > Self.finishingFraction && velocity > -Self.finishingVelocity)
            finishes ? transition?.finish() : transition?.cancel()
            transition = nil
        case .cancelled, .failed:
            transition?.cancel()
            transition = nil
        default:
            break
        }
    }
}

extension UINavigationController {
    /// The drag from the left edge that pops the top controller; nil until the view is loaded.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop?.recognizer }

    /// Whether a drag may start popping: something under the top, no transition under way.
    var canPopInteractively: Bool { children.count > 1 && !isUpdating && presentedViewController == nil }

    func installInteractivePop(on view: NavigationControllerView) {
        let pop = InteractivePop(self)
        interactivePop = pop
        view.navigationController = self
        view.addGestureRecognizer(pop.recognizer)
    }
}
