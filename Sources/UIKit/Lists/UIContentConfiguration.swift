/// A description of a cell's content that knows how to make the view showing it and how it
/// changes with the cell's state (selected, highlighted…).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration as it should look in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, and takes new ones as the cell changes.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: one of the same type).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the type the view shows now.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for: the traits, and for cells what `UICellConfigurationState` adds.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// A state with these traits and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for its configurations.
public struct UICellConfigurationState: UIConfigurationState {
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
}
