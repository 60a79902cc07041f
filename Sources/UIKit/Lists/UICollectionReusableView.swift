import Foundation

/// A view a collection view shows for a supplementary element (a section header or footer) and
/// queues for reuse when it leaves the screen; the base of `UICollectionViewCell`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// A view of `frame`. Required so that a registered class can be built from its type:
    /// subclasses that override it write `required override init(frame:)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from an archive (Casement has no nib loading).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The identifier the collection view queues the view under, set when it makes the view.
    open var reuseIdentifier: String? { assignedReuseIdentifier }
    var assignedReuseIdentifier: String?

    /// Called on a queued view just before a dequeue hands it out again: reset what its previous
    /// place left. The default does nothing.
    open func prepareForReuse() {}

    /// Called after the collection view gave the view its layout attributes' frame, transform,
    /// alpha and visibility, for attributes the view shows itself. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have than `layoutAttributes` (which it may change and
    /// return), asked when the view is shown for an element. The default returns them as they are;
    /// a cell in a self-sizing section measures its content's height.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
