import Foundation

/// The closure of a `UIAction`, called with the action (its `sender` set).
// Not `@MainActor` in the type: under `@preconcurrency`, isolated closure types in signatures are
// mangled inconsistently between files (a link error); a closure written on the main actor keeps its isolation.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and an identifier: what a control calls for an event (`addAction(_:for:)`),
/// or a button's primary action. A control holds its actions strongly, and knows them by identifier.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's name: a control keeps one action per identifier (Input rule 25).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier: the one given, else a unique one.
    public let identifier: Identifier
    /// A title for discovering the action (keyboard shortcut lists) when it differs from `title`.
    open var discoverabilityTitle: String?
    /// Whether the action shows as on, off or mixed.
    open var state: UIMenuElement.State
    /// How a menu shows the action: disabled, destructive, hidden.
    open var attributes: UIMenuElement.Attributes
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action calling `handler`; its identifier is unique unless one is given.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
