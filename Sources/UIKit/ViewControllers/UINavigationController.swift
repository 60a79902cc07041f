import Foundation

/// A stack of controllers, the top one's view filling the navigation controller's view under a
/// navigation bar with a back button. Pushing and popping change the stack at once; the views
/// change, and the controllers hear their appearance callbacks, on the next turn of the main run loop
/// (animated: sliding over the spring of NAVIGATION.md rule 20).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar across the top.
    open private(set) var navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: UINavigationBar.height))
    /// Told before and after each controller is shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// The controller whose view the navigation controller's view shows, once shown.
    private var shownViewController: UIViewController?
    /// The stack when the shown controller was shown: a new top outside it is pushed, else popped to.
    private var shownStack: [UIViewController] = []
    /// Controllers added or removed whose `didMove(toParent:)` waits for the next transition's end.
    private var arriving: [UIViewController] = [], leaving: [UIViewController] = []
    /// Whether an update of the shown controller is scheduled or animating.
    private var isUpdating = false

    public override init() {
        super.init()
        navigationBar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
    }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        guard accepts(rootViewController) else { return }
        addChild(rootViewController)
        arriving = [rootViewController]
        scheduleUpdate(animated: false)
    }

    // MARK: The stack

    /// The stack, root first; setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller presented over the navigation controller, else the top one.
    open var visibleViewController: UIViewController? { presentedViewController?.topPresented ?? topViewController }

    /// Pushes `viewController` onto the stack; it shows on a later turn. A controller already on
    /// the stack, or a tab bar controller, is reported and not pushed.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard accepts(viewController) else { return }
        if children.contains(where: { $0 === viewController }) {
            return Diagnostics.report("\(type(of: viewController)) is already on the navigation stack; it is not pushed again")
        }
        addChild(viewController)
        arriving.append(viewController)
        scheduleUpdate(animated: animated)
    }

    /// Pops the top controller and returns it; with only the root on the stack, pops nothing (nil).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return pop(toIndex: children.count - 2, animated: animated).first
    }

    /// Pops all but the root; returns the popped controllers (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return nil }
        return pop(toIndex: 0, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them. A controller not on the stack is
    /// reported, and nothing is popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report("popToViewController: \(type(of: viewController)) is not on the navigation stack; nothing is popped")
            return nil
        }
        return pop(toIndex: index, animated: animated)
    }

    /// Replaces the stack: one transition to the new top (a push if it was not on the stack, a pop
    /// if it was below the top, none if it is the top). Repeated or unacceptable controllers are
    /// reported and left out.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var stack: [UIViewController] = []
        for controller in viewControllers where accepts(controller) {
            if stack.contains(where: { $0 === controller }) {
                Diagnostics.report("setViewControllers: \(type(of: controller)) appears twice; the repeat is left out")
                continue
            }
            stack.append(controller)
        }
        for old in children where !stack.contains(where: { $0 === old }) { depart(old) }
        for new in stack where new.parent !== self {
            addChild(new)
            arriving.append(new)
        }
        children = stack
        scheduleUpdate(animated: animated)
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    // MARK: The view

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: UINavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(navigationBar)
        self.view = view
        if let top = topViewController { show(top) }
    }

    // MARK: Changing what is shown

    /// Whether `controller` may go on the stack: not the navigation controller itself, not a tab bar controller.
    private func accepts(_ controller: UIViewController) -> Bool {
        if controller === self {
            Diagnostics.report("a navigation controller cannot be on its own stack; ignored")
            return false
        }
        if controller is UITabBarController {
            Diagnostics.report("a tab bar controller cannot be pushed onto a navigation stack; ignored")
            return false
        }
        return true
    }

    /// Pops the controllers above `index` from the model at once (each hears `willMove(toParent: nil)`);
    /// the view follows on a later turn.
    private func pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(children[(index + 1)...])
        for controller in popped { depart(controller) }
        children.removeLast(popped.count)
        scheduleUpdate(animated: animated)
        return popped
    }

    /// Starts removing `controller`: it stays the navigation controller's until the transition ends.
    private func depart(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.movingFromParent = true
        arriving.removeAll { $0 === controller }
        leaving.append(controller)
    }

    private func scheduleUpdate(animated: Bool) {
        guard !isUpdating else { return }
        isUpdating = true
        UIApplication.shared.mainLoop.performOnNextTurn { self.updateShown(animated: animated) }
    }

    /// Shows the top controller: at once when the navigation controller is not on screen, else with
    /// appearance callbacks (outgoing first) and, if `animated`, the slide; then finishes containment
    /// and, if the stack changed meanwhile, goes on to the new top.
    private func updateShown(animated: Bool) {
        guard let view = viewIfLoaded, let top = topViewController, top !== shownViewController else {
            if topViewController == nil {
                shownViewController?.viewIfLoaded?.removeFromSuperview()
                shownViewController = nil
            }
            finishContainment()
            isUpdating = false
            return
        }
        let old = shownViewController
        let isPush = !shownStack.contains { $0 === top }
        guard appearanceState == .appeared, let old else {
            show(top)
            old?.viewIfLoaded?.removeFromSuperview()
            finishContainment()
            return updateShownAgainIfNeeded()
        }
        top.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: top, animated: animated)
        old.beginAppearanceTransition(false, animated: animated)
        top.beginAppearanceTransition(true, animated: animated)
        show(top, below: isPush ? nil : old.view)
        view.layoutIfNeeded()
        top.sendViewIsAppearingIfDue()
        let finish = {
            old.viewIfLoaded?.removeFromSuperview()
            old.viewIfLoaded?.frame = view.bounds
            old.endAppearanceTransition()
            top.endAppearanceTransition()
            self.finishContainment()
            self.delegate?.navigationController(self, didShow: top, animated: animated)
            self.updateShownAgainIfNeeded()
        }
        guard animated else { return finish() }
        slide(to: top.view, from: old.view, isPush: isPush, in: view, completion: finish)
    }

    private func updateShownAgainIfNeeded() {
        isUpdating = false
        if topViewController !== shownViewController { scheduleUpdate(animated: false) }
    }

    /// Puts `controller`'s view under the bar, filling the view (content underlaps the bar), above
    /// the others or below `sibling`, and shows its item in the bar.
    private func show(_ controller: UIViewController, below sibling: UIView? = nil) {
        guard let view = viewIfLoaded else { return }
        let content = controller.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, belowSubview: sibling ?? navigationBar)
        shownViewController = controller
        shownStack = children
        navigationBar.setItems(children.map(\.navigationItem), animated: false)
    }

    /// Sends the waiting `didMove(toParent:)` calls: the arrived controllers', then the removed ones'
    /// (through `removeFromParent()`), except the one still shown, which goes when it is replaced.
    private func finishContainment() {
        let arrived = arriving, left = leaving.filter { $0 !== shownViewController }
        arriving = []
        leaving.removeAll { $0 !== shownViewController }
        for controller in arrived { controller.didMove(toParent: self) }
        for controller in left { controller.removeFromParent() }
    }
}
