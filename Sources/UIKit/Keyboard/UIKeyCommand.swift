/// A key with modifiers that sends an action up the responder chain: a responder lists its
/// commands in `keyCommands`; a key-down matching one is handled by the first responder, from the
/// first responder up, of the action's type (Input rule 28), and no responder gets the key's press.
///
/// Without selectors the action is an unapplied method taking the command (or any type it is),
/// or nothing: `UIKeyCommand(input: "r", modifierFlags: .command, action: Board.reset)`. `.command`
/// also matches Ctrl, so ⌘R of an iPad app is Ctrl-R on Linux as well as Super-R.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// Forward delete (Backspace is "\u{8}").
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    nonisolated public static let inputF1 = "UIKeyInputF1"
    nonisolated public static let inputF2 = "UIKeyInputF2"
    nonisolated public static let inputF3 = "UIKeyInputF3"
    nonisolated public static let inputF4 = "UIKeyInputF4"
    nonisolated public static let inputF5 = "UIKeyInputF5"
    nonisolated public static let inputF6 = "UIKeyInputF6"
    nonisolated public static let inputF7 = "UIKeyInputF7"
    nonisolated public static let inputF8 = "UIKeyInputF8"
    nonisolated public static let inputF9 = "UIKeyInputF9"
    nonisolated public static let inputF10 = "UIKeyInputF10"
    nonisolated public static let inputF11 = "UIKeyInputF11"
    nonisolated public static let inputF12 = "UIKeyInputF12"

    /// The key, as its characters without modifiers (`UIKey.charactersIgnoringModifiers`): "r", not "R".
    public let input: String?
    /// The modifier keys to hold with it; Caps Lock and the keypad flag do not count.
    public let modifierFlags: UIKeyModifierFlags
    /// A title for lists of shortcuts, when it differs from `title`.
    open var discoverabilityTitle: String?
    /// Sends the action to the first responder of its type from the given one up; false when there is none.
    private let send: @MainActor (UIKeyCommand, UIResponder) -> Bool

    /// A command calling `action`, a method taking the command, on the first responder of its type.
    public init<Target: AnyObject, Sender>(title: String = "", image: UIImage? = nil, action: @escaping (Target) -> (Sender) -> Void,
                                           input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        send = { command, responder in
            guard let target = responder.target(forAction: Target.self) else { return false }
            guard let sender = command as? Sender else {
                Diagnostics.report("a key command's action takes a \(Sender.self), not the UIKeyCommand; not sent")
                return false
            }
            action(target)(sender)
            return true
        }
        super.init(title: title, subtitle: nil, image: image)
    }

    /// A command calling `action`, a method taking nothing, on the first responder of its type.
    public convenience init<Target: AnyObject>(title: String = "", image: UIImage? = nil, action: @escaping (Target) -> () -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, action: { (target: Target) in { (_: UIKeyCommand) in action(target)() } },
                  input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// A command for `input` with `modifierFlags` calling `action`, a method taking the command.
    public convenience init<Target: AnyObject, Sender>(input: String, modifierFlags: UIKeyModifierFlags,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command for `input` with `modifierFlags` calling `action`, a method taking nothing.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (Target) -> () -> Void) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The modifiers a command compares.
    private static let comparedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether `key` is this command: its input (letters in either case) and its modifiers, exactly,
    /// or else with Ctrl held for a `.command` that does not also want Ctrl.
    func matches(_ key: UIKey, exactly: Bool) -> Bool {
        guard let input, input.lowercased() == key.charactersIgnoringModifiers.lowercased() else { return false }
        let wanted = modifierFlags.intersection(Self.comparedModifiers)
        let held = key.modifierFlags.intersection(Self.comparedModifiers)
        if exactly { return held == wanted }
        return wanted.contains(.command) && !wanted.contains(.control) && held.contains(.control) && !held.contains(.command)
            && held.subtracting(.control).union(.command) == wanted
    }

    /// Sends the action to the first responder of its type from `responder` up; false when there is none.
    func perform(from responder: UIResponder) -> Bool { send(self, responder) }
}
