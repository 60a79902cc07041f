import CoreGraphics

/// A rectangle of a view that layout code can align to: its safe area or its margins. Casement has
/// no Auto Layout, so a guide offers only its frame, computed from its view whenever it is read.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The view whose rectangle the guide describes.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    private var frameInOwner: ((UIView) -> CGRect)?

    /// A guide of no view; without Auto Layout nothing sizes it, so its frame is zero.
    public init() {}

    init(owningView: UIView, identifier: String, frame: @escaping (UIView) -> CGRect) {
        self.owningView = owningView
        self.identifier = identifier
        frameInOwner = frame
    }

    /// The guide's rectangle in its owning view's coordinates (zero without one).
    public var layoutFrame: CGRect {
        guard let owningView, let frameInOwner else { return .zero }
        return frameInOwner(owningView)
    }
}
