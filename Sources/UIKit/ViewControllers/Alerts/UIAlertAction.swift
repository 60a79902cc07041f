import Foundation

/// A button of an alert or action sheet: its title, its style, and what tapping it does once the
/// alert is gone (Navigation rule 37).
@MainActor
open class UIAlertAction: NSObject {
    /// How the action is drawn and where it goes: cancel last (leading when two sit side by side),
    /// destructive in red (Apple's raw values).
    public enum Style: Int, Sendable {
        case `default` = 0, cancel = 1, destructive = 2
    }

    open private(set) var title: String?
    open private(set) var style: Style = .default
    /// A disabled action is drawn greyed and does nothing when tapped.
    open var isEnabled = true { didSet { if isEnabled != oldValue { onChange?() } } }
    let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert showing the action to redraw it.
    var onChange: (() -> Void)?

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
