/// A navigation controller's view: it lets the interactive pop begin only when there is something
/// to pop and nothing else is changing.
@MainActor
final class NavigationControllerView: UIView {
    weak var navigationController: UINavigationController?

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, gestureRecognizer === navigationController.interactivePopGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return navigationController.canPopInteractively && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
