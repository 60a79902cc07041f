/// Manages a view hierarchy: loads its root view on first use and takes part in the responder chain.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() { super.init() }

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.viewControllerRef = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.viewControllerRef = nil
            loadedView = newValue
            newValue?.viewControllerRef = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The loaded view, or nil without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the root view; the default is a plain view filling the main screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// The view controller's view is in a window: next responder is the view's superview.
    open override var next: UIResponder? { loadedView?.superview }
}
