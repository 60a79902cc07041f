/// An object that can receive and pass on events: views, view controllers, windows, the application.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain: a view's view controller or superview, a controller's view's
    /// superview, a window's application, the application's delegate (Input rule 9).
    open var next: UIResponder? { nil }

    /// Called after the object is loaded from a nib or storyboard. Casement loads none; the override
    /// point is here (UIKit's is on NSObject) so code that overrides it compiles.
    open func awakeFromNib() {}

    /// Called when Interface Builder draws the object; never, in Casement (as `awakeFromNib()`).
    open func prepareForInterfaceBuilder() {}

    /// Touches began in this responder; the default passes them up the chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { nextHandler?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them up the chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { nextHandler?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes them up the chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { nextHandler?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default passes them up the chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { nextHandler?.touchesCancelled(touches, with: event) }

    /// Keys went down (Input rule 27); the default passes them up the chain. Presses no responder takes
    /// are typed into a first responder adopting `UIKeyInput`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next = nextHandler else { return presses.forEach { $0.reachedEndOfChain = true } }
        next.pressesBegan(presses, with: event)
    }
    /// Presses changed; the default passes them up the chain (keys never change).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { nextHandler?.pressesChanged(presses, with: event) }
    /// Keys went up; the default passes them up the chain.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { nextHandler?.pressesEnded(presses, with: event) }
    /// Presses were cancelled (the window lost the keyboard focus); the default passes them up the chain.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { nextHandler?.pressesCancelled(presses, with: event) }

    /// Where the default event methods pass an event on: the next responder, past those of Casement's
    /// classes that only pass events on themselves (walked past in a loop, not called, so a chain of
    /// any length takes no stack); nil at the end of the chain.
    private var nextHandler: UIResponder? {
        var responder = next
        while let current = responder, UIResponder.passingClasses.contains(ObjectIdentifier(type(of: current))) {
            responder = current.next
        }
        return responder
    }

    /// Casement's responder classes whose event methods are these defaults. (Swift cannot tell
    /// whether an app's class overrides one, so responders of those are called.)
    private static let passingClasses: Set<ObjectIdentifier> = Set([UIView.self, UIWindow.self, UILabel.self, UIImageView.self]
        .map(ObjectIdentifier.init))

    /// The undo manager of the nearest responder up the chain that has one: the window's, unless a
    /// responder overrides this.
    open var undoManager: UndoManager? { next?.undoManager }

    /// The key commands of this responder, matched against key-downs from the first responder up
    /// (Input rule 28); none by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder lets another become first responder in its place (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }
    /// Makes this responder the first responder, if it can be and the current one resigns (Input rule 10).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        UIResponder.firstResponder = self
        return true
    }
    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    /// The first responder, one for the application (Casement's windows do not keep one each).
    static weak var firstResponder: UIResponder? {
        didSet { UIApplication.shared.startedPlatform?.isTextInputActive = firstResponder is UIKeyInput }
    }
}
