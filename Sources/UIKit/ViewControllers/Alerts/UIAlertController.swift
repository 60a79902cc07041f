import Foundation

/// An alert, or an action sheet (Navigation rules 36–38): a controller presented over its
/// presenter's window, which it dims (the presenter stays, hearing no appearance callbacks); tapping
/// an enabled action dismisses it, then runs the action's handler. Return triggers the preferred
/// action and Escape the cancel action. Not to be subclassed.
open class UIAlertController: UIViewController {
    /// Apple's raw values.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert = 1
    }

    open private(set) var preferredStyle: Style = .alert
    open var message: String? { didSet { alertView?.rebuild() } }
    open override var title: String? { didSet { alertView?.rebuild() } }
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert, in the order added (nil when it has none).
    open private(set) var textFields: [UITextField]?
    /// The action drawn emphasised and triggered by Return: one of an alert's own actions.
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set {
            if let newValue {
                guard preferredStyle == .alert else {
                    return Diagnostics.report("UIAlertController.preferredAction: only an alert has one, not an action sheet; ignored")
                }
                guard actions.contains(where: { $0 === newValue }) else {
                    return Diagnostics.report("UIAlertController.preferredAction: \"\(newValue.title ?? "")\" is not one of the alert's actions (add it first); ignored")
                }
            }
            preferred = newValue
            alertView?.rebuild()
        }
    }
    private var preferred: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
        modalTransitionStyle = .crossDissolve
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return Diagnostics.report("UIAlertController.addAction: an alert can have only one action with the cancel style; \"\(action.title ?? "")\" is ignored")
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.alertView?.rebuild() }
        alertView?.rebuild()
    }

    /// Adds a text field, which `configurationHandler` may set up, below the alert's message.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return Diagnostics.report("UIAlertController.addTextField: only an alert has text fields, not an action sheet; ignored")
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .white
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        alertView?.rebuild()
    }

    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if actions.isEmpty {
            Diagnostics.report("UIAlertController \"\(title ?? "")\" is shown with no actions: only code can dismiss it")
        }
        alertView?.appear(animated: animated)
    }

    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: UIAlertController.cancelFromKeyboard),
         UIKeyCommand(input: "\r", modifierFlags: [], action: UIAlertController.triggerPreferredFromKeyboard)]
    }

    private func cancelFromKeyboard() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { trigger(cancel) }
    }

    private func triggerPreferredFromKeyboard() {
        if let preferred { trigger(preferred) }
    }

    /// What tapping `action` does: nothing while it is disabled or the alert is on its way out; else
    /// the alert is dismissed, then the handler runs (Navigation rule 37).
    func trigger(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed, !dismissing else { return }
        dismissing = true
        dismiss(animated: true) { [self] in
            dismissing = false
            action.handler?(action)
        }
    }
    private var dismissing = false
}
