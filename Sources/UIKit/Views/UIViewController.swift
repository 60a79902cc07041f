/// Manages a view hierarchy: loads its root view on first use, is told when the view appears and
/// disappears and before and after it lays out, holds child controllers, and takes part in the
/// responder chain (after its view: its presenter when presented, else its view's superview).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() { super.init() }

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.viewControllerRef = self
                loadedView?.providedSafeAreaInsets = providedSafeAreaInsets
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.viewControllerRef = nil
            loadedView = newValue
            newValue?.viewControllerRef = self
            newValue?.providedSafeAreaInsets = providedSafeAreaInsets
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The loaded view, or nil without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() { _ = view }

    /// Creates the root view; the default is a plain view filling the main screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance (UIViewController+Appearance.swift)

    /// Called before the view is added to a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after `viewWillAppear(_:)`, when the view is in the window and
    /// sized by its superview, before it lays out its subviews.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    var appearanceState = AppearanceState.disappeared
    var appearanceAnimated = false
    /// The navigation item, once `navigationItem` made it.
    var existingNavigationItem: UINavigationItem?
    /// Whether the controller is editing, and its Edit/Done item once `editButtonItem` made it.
    var editingState = false
    var existingEditButtonItem: UIBarButtonItem?
    /// The tab bar item, once `tabBarItem` made or was given it.
    var existingTabBarItem: UITabBarItem?
    /// Whether `viewIsAppearing(_:)` is still to be sent in the current appearance.
    var viewIsAppearingDue = false
    /// Set by containers around the appearance of a controller being added or removed.
    var movingToParent = false, movingFromParent = false
    /// The coordinator of the transition this controller is in, while it lasts.
    var ownTransitionCoordinator: TransitionCoordinator?
    /// What the container's bars cover of the view (set by the container).
    var barSafeAreaInsets = UIEdgeInsets.zero { didSet { loadedView?.providedSafeAreaInsets = providedSafeAreaInsets } }
    /// Insets the view's safe area gets beyond what the container's bars cover.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero { didSet { loadedView?.providedSafeAreaInsets = providedSafeAreaInsets } }
    /// Called when the view's safe area insets change.
    open func viewSafeAreaInsetsDidChange() {}
    /// The root view's insets: the bars' and the additional ones.
    private var providedSafeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: barSafeAreaInsets.top + additionalSafeAreaInsets.top, left: barSafeAreaInsets.left + additionalSafeAreaInsets.left,
                     bottom: barSafeAreaInsets.bottom + additionalSafeAreaInsets.bottom, right: barSafeAreaInsets.right + additionalSafeAreaInsets.right)
    }

    /// The controller's name for people: the navigation bar's title and the back button's.
    open var title: String? {
        didSet {
            existingNavigationItem?.title = title
            existingTabBarItem?.title = title
        }
    }
    /// The size the controller would like its view to have when a container or a sheet shows it.
    open var preferredContentSize = CGSize.zero

    // MARK: Layout

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Children

    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    open internal(set) var children: [UIViewController] = []

    /// Adds `childController` as a child (its view is the caller's to place); calls its
    /// `willMove(toParent:)`. A child of another controller is removed from it first.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            Diagnostics.report("a view controller cannot be its own child; ignored")
            return
        }
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        childController.movingToParent = true
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        movingToParent = false
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// The nearest ancestor of type `Container`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var ancestor = parent
        while let current = ancestor {
            if let container = current as? Container { return container }
            ancestor = current.parent
        }
        return nil
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation state

    /// How the view arrives when presented and leaves when dismissed.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Supplies the animators of this controller's presentation and dismissal (`.custom` and
    /// `.fullScreen` styles).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// How the view is shown when presented: `.automatic` (the default) is a form sheet, a card
    /// centred over the dimmed presenter; see `UIModalPresentationStyle.placement`.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Whether the person may not dismiss the presentation themselves (Escape leaves a sheet shown).
    open var isModalInPresentation = false
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or a
    /// descendant covers this controller's view (else the nearest ancestor's that defines one, else
    /// the root's).
    open var definesPresentationContext = false
    /// The edges along which the view extends under a container's bars (all: content underlaps the
    /// navigation bar and the toolbar, as in iOS 7+); without `.top` a navigation controller puts
    /// the view below its bar, without `.bottom` above its toolbar.
    open var edgesForExtendedLayout = UIRectEdge.all
    /// Whether the view extends under opaque bars too. Kept for code that sets it: Casement's bars
    /// are all translucent, which the view extends under by `edgesForExtendedLayout` alone.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The controller this one presents, while it does.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presents this one, while it does.
    open internal(set) weak var presentingViewController: UIViewController?

    /// After the view: the presenter while presented (UIKit's rule), else the view's superview.
    open override var next: UIResponder? { presentingViewController ?? loadedView?.superview }

    // MARK: Overridable members implemented in the extensions
    // Swift cannot override a member declared in an extension, so each is declared here, open, and
    // calls its implementation (`base…`) in the extension that holds its topic.
    /// Whether the view is being shown (between "will appear" and "did appear").
    open var isBeingPresented: Bool { baseIsBeingPresented }
    /// Whether the view is being dismissed.
    open var isBeingDismissed: Bool { baseIsBeingDismissed }
    /// Whether the controller's view appears because the controller is being added to a parent (pushed).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller's view disappears because the controller is being removed from its parent (popped).
    open var isMovingFromParent: Bool { movingFromParent }
    /// What the navigation bar shows while this controller is on top of a navigation stack; made
    /// on first use, titled with the controller's `title`.
    open var navigationItem: UINavigationItem { baseNavigationItem }
    /// Whether the controller's view shows its editing controls; setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing: `editButtonItem` reads Done or Edit. Subclasses override it to
    /// show their views' editing controls (a table view controller's table follows).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        showEditingState()
    }
    /// A bar button item reading Edit, or Done while editing, that toggles editing (animated).
    open var editButtonItem: UIBarButtonItem { baseEditButtonItem }
    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? { didSet { navigationController?.toolbarItemsChanged(of: self) } }
    /// The item of the controller's tab in a tab bar controller; made on first use, titled with
    /// the controller's `title`.
    open var tabBarItem: UITabBarItem! {
        get { baseTabBarItem }
        set { existingTabBarItem = newValue }
    }
    /// The coordinator of the transition this controller (or, failing that, an ancestor) is in, while it lasts.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { ownTransitionCoordinator ?? parent?.transitionCoordinator }
    /// Whether the controller passes its appearance callbacks on to the children whose views are in
    /// its view; a container that sends them itself returns false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Starts the view appearing (`isAppearing`) or disappearing: calls "will appear"/"will
    /// disappear" on this controller, then its children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { baseBeginAppearanceTransition(isAppearing, animated: animated) }
    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: calls "did appear"/"did
    /// disappear" on this controller, then its children.
    open func endAppearanceTransition() { baseEndAppearanceTransition() }
    /// Presents `viewControllerToPresent` over this controller's window; `completion` runs once it is shown.
    /// Presenting while already presenting, a controller already presented, or from a controller
    /// whose view is in no window is reported and ignored.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { basePresent(viewControllerToPresent, animated: flag, completion: completion) }
    /// Dismisses the controller this one presents, or, when it presents none, this one from its
    /// presenter; `completion` runs once it is gone. Nothing to dismiss is reported.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { baseDismiss(animated: flag, completion: completion) }

}
