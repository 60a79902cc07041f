import Foundation

/// A stack of controllers, the top one's view filling the navigation controller's view under a
/// navigation bar with a back button. Pushing and popping change the stack at once; the views
/// change, and the controllers hear their appearance callbacks, on the next turn of the main run loop
/// (animated: sliding over the spring of Navigation rule 20).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar across the top.
    open private(set) var navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: UINavigationBar.height))
    /// Told before and after each controller is shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set {
            navigationBar.isHidden = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The toolbar along the bottom, showing the top controller's `toolbarItems`; hidden by default.
    open private(set) var toolbar: UIToolbar! = {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: UIToolbar.height))
        toolbar.isHidden = true
        return toolbar
    }()
    /// Whether the toolbar is hidden (true by default).
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set {
            toolbar.isHidden = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The controller whose view the navigation controller's view shows, once shown.
    private var shownViewController: UIViewController?
    /// The stack when the shown controller was shown: a new top outside it is pushed, else popped to.
    private var shownStack: [UIViewController] = []
    /// Controllers added or removed whose `didMove(toParent:)` waits for the next transition's end.
    private var arriving: [UIViewController] = [], leaving: [UIViewController] = []
    /// Whether an update of the shown controller is scheduled or animating.
    private(set) var isUpdating = false
    /// The view the controllers' views are in, under the bar: a transition's container.
    private let transitionView = UIView()
    /// The top controller's content scroll view, which the large title collapses with.
    private weak var followedScrollView: UIScrollView?
    /// The left-edge drag that pops, once the view is loaded.
    var interactivePop: InteractivePop?

    public override init() {
        super.init()
        navigationBar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
        definesPresentationContext = true   // as UIKit's (Navigation rule 18)
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
    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    // MARK: The view

    open override func loadView() {
        let view = NavigationControllerView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        transitionView.frame = view.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(transitionView)
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: UINavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(navigationBar)
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - UIToolbar.height, width: view.bounds.width, height: UIToolbar.height)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(toolbar)
        installInteractivePop(on: view)
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
    /// appearance callbacks (outgoing first) and, if `animated`, a transition (the delegate's
    /// animator, else the slide; interactive when something drives it); then finishes containment
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
        let operation: Operation = shownStack.contains { $0 === top } ? .pop : .push
        guard appearanceState == .appeared, let old else {
            show(top)
            old?.viewIfLoaded?.removeFromSuperview()
            finishContainment()
            return updateShownAgainIfNeeded()
        }
        top.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: top, animated: animated)
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: old, to: top) : nil
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (custom == nil && operation == .pop ? interactivePop?.claimTransition() : nil)
        // Made before the appearance calls, so that `viewWillAppear(_:)` can animate along.
        let coordinator = animated ? TransitionCoordinator(containerView: transitionView, from: old, to: top, controllers: [self, old, top]) : nil
        old.beginAppearanceTransition(false, animated: animated)
        top.beginAppearanceTransition(true, animated: animated)
        let stackBefore = shownStack
        showBars(for: children, alongside: coordinator)
        place(top)
        top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard let coordinator else {
            transitionView.insertSubview(top.view, aboveSubview: old.view)
            sendViewIsAppearing(top, in: view)
            return finishTransition(from: old, to: top, animated: false)
        }
        let context = TransitionContext(
            containerView: transitionView, from: old, to: top, views: (old.view, top.view),
            frames: (from: (contentFrame(for: old), .zero), to: (.zero, contentFrame(for: top))),
            animator: custom ?? NavigationSlideAnimator(operation), coordinator: coordinator
        ) { [weak self] completed in
            guard let self else { return }
            completed ? self.finishTransition(from: old, to: top, animated: true) : self.cancelTransition(from: old, to: top, restoring: stackBefore)
        }
        context.start(drivenBy: interaction)
        sendViewIsAppearing(top, in: view)
    }

    /// Lays the view out with `top`'s view in it and sends its `viewIsAppearing(_:)`.
    private func sendViewIsAppearing(_ top: UIViewController, in view: UIView) {
        view.layoutIfNeeded()
        top.sendViewIsAppearingIfDue()
    }

    /// The transition to `top` ended: `old`'s view goes, both hear their did-callbacks, containment
    /// finishes, the delegate hears `didShow`.
    private func finishTransition(from old: UIViewController, to top: UIViewController, animated: Bool) {
        old.viewIfLoaded?.removeFromSuperview()
        place(old)
        shownViewController = top
        shownStack = children
        old.endAppearanceTransition()
        top.endAppearanceTransition()
        finishContainment()
        delegate?.navigationController(self, didShow: top, animated: animated)
        updateShownAgainIfNeeded()
    }

    /// An interactive transition to `top` was cancelled: `old` stays shown, the stack returns to
    /// `stack` (a controller popped back on hears `didMove(toParent:)` with this controller, one
    /// pushed is removed), and the appearance calls turn back (Navigation rule 21).
    private func cancelTransition(from old: UIViewController, to top: UIViewController, restoring stack: [UIViewController]) {
        top.viewIfLoaded?.removeFromSuperview()
        place(top)
        place(old)
        let restored = leaving.filter { controller in stack.contains { $0 === controller } }
        let dropped = arriving.filter { controller in !stack.contains { $0 === controller } }
        leaving.removeAll { controller in restored.contains { $0 === controller } }
        arriving.removeAll { controller in dropped.contains { $0 === controller } }
        for controller in dropped { depart(controller) }
        children = stack
        showBars(for: stack)
        top.beginAppearanceTransition(false, animated: true)
        old.beginAppearanceTransition(true, animated: true)
        top.endAppearanceTransition()
        old.endAppearanceTransition()
        for controller in restored {
            controller.movingFromParent = false
            controller.didMove(toParent: self)
        }
        finishContainment()
        updateShownAgainIfNeeded()
    }

    private func updateShownAgainIfNeeded() {
        isUpdating = false
        if topViewController !== shownViewController { scheduleUpdate(animated: false) }
    }

    /// Where `controller`'s view goes: the whole transition view (content underlaps the bars), less
    /// the shown navigation bar and toolbar along the edges its `edgesForExtendedLayout` leaves out.
    func contentFrame(for controller: UIViewController) -> CGRect {
        var frame = transitionView.bounds
        if !controller.edgesForExtendedLayout.contains(.top), !isNavigationBarHidden {
            let barBottom = navigationBar.frame.maxY
            frame.origin.y += barBottom
            frame.size.height -= barBottom
        }
        if !controller.edgesForExtendedLayout.contains(.bottom), !isToolbarHidden {
            frame.size.height -= toolbar.frame.height
        }
        frame.size.height = max(0, frame.size.height)
        return frame
    }

    /// The bars may have changed height or been shown or hidden: the shown view follows them.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isUpdating, let shown = shownViewController, shown.viewIfLoaded?.superview === transitionView else { return }
        place(shown)
    }

    /// Puts `controller`'s loaded view where `contentFrame(for:)` says, its safe area clear of the
    /// shown bars it lies under.
    private func place(_ controller: UIViewController) {
        guard let content = controller.viewIfLoaded else { return }
        let frame = contentFrame(for: controller)
        content.frame = frame
        var covered = UIEdgeInsets.zero
        // A large title collapsing as the content scrolls leaves the safe area as it was.
        if !isNavigationBarHidden { covered.top = max(0, navigationBar.frame.minY + navigationBar.expandedHeight - frame.minY) }
        if !isToolbarHidden { covered.bottom = max(0, frame.maxY - toolbar.frame.minY) }
        controller.barSafeAreaInsets = covered
    }

    /// Puts `controller`'s view in the transition view, under the bar and filling the view (content
    /// underlaps the bar) unless its `edgesForExtendedLayout` says otherwise, and shows its item in the bar.
    private func show(_ controller: UIViewController) {
        guard viewIfLoaded != nil else { return }
        let content = controller.view!
        // The bars first: the view's frame and safe area follow their heights.
        showBars(for: children)
        place(controller)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(content)
        shownViewController = controller
        shownStack = children
    }

    /// Shows `stack`'s navigation items in the bar (cross-faded along a transition's `coordinator`)
    /// and its top's toolbar items in the toolbar.
    private func showBars(for stack: [UIViewController], alongside coordinator: TransitionCoordinator? = nil) {
        navigationBar.setItems(stack.map(\.navigationItem), alongside: coordinator)
        followContentScrollView(of: stack.last)
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
    }

    /// `controller`'s toolbar items changed: the toolbar shows them if it is on top.
    func toolbarItemsChanged(of controller: UIViewController) {
        if controller === topViewController { toolbar.setItems(controller.toolbarItems, animated: false) }
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

    /// The bar's large title collapses as `controller`'s content scroll view (its view, or the
    /// first scroll view in it) scrolls up under the bar; the one followed before is let go.
    private func followContentScrollView(of controller: UIViewController?) {
        followedScrollView?.containerFollowsScrolling = nil
        let content = controller?.viewIfLoaded
        followedScrollView = content as? UIScrollView ?? content?.subviews.lazy.compactMap { $0 as? UIScrollView }.first
        followedScrollView?.containerFollowsScrolling = { [weak self] in self?.collapseLargeTitle(following: $0) }
        if let followedScrollView { collapseLargeTitle(following: followedScrollView) } else { navigationBar.largeTitleCollapse = 0 }
    }

    /// How far `scrollView` has scrolled past its top, up to the large title's row.
    private func collapseLargeTitle(following scrollView: UIScrollView) {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationBar.largeTitleCollapse = min(max(0, scrolled), UINavigationBar.largeTitleHeight)
    }
}
