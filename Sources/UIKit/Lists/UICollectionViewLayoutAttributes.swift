import Foundation

/// Where a layout puts one element of a collection view, and how it looks there: the collection view
/// gives the element's view these values before showing it.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// Attributes of a cell at the first item of the first section.
    public init() {}

    /// Attributes of the cell showing the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of the supplementary view of `elementKind` (a section header, say) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The element's place: its item for a cell, its section (item 0) for a flow layout's header.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell or a supplementary view.
    public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// A supplementary view's kind; nil for a cell.
    public private(set) var representedElementKind: String?

    /// The element's frame in the collection view's content (as a view's: set through the centre
    /// and size, undefined under a transform other than the identity).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in the collection view's content.
    open var center = CGPoint.zero
    /// The element's size.
    open var size = CGSize.zero
    /// The element's transform about its centre.
    open var transform = CGAffineTransform.identity
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// Elements of a higher `zIndex` show above those of a lower one.
    open var zIndex = 0
    /// Whether the element is not shown.
    open var isHidden = false
    /// Whether a list cell shows a separator along its bottom edge (set by list sections).
    var showsListSeparator = false
    /// Whether the cell's height (and width) is measured from its content (set by self-sizing
    /// layouts), and whether it has been (else the size is the estimate, and the cell showing is measured).
    var fitsHeightToContent = false
    var fitsWidthToContent = false
    var isMeasured = false
    /// Whether a self-sizing layout measures this cell from its content on either side.
    var sizesToContent: Bool { fitsHeightToContent || fitsWidthToContent }

    /// A copy of the attributes' values (a subclass's own are not copied), kept as the layout gave
    /// them while a cell changes its preferred ones.
    func copied() -> UICollectionViewLayoutAttributes {
        let copy = representedElementCategory == .cell ? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        (copy.center, copy.size, copy.transform, copy.alpha, copy.zIndex, copy.isHidden) = (center, size, transform, alpha, zIndex, isHidden)
        (copy.showsListSeparator, copy.fitsHeightToContent, copy.fitsWidthToContent, copy.isMeasured)
            = (showsListSeparator, fitsHeightToContent, fitsWidthToContent, isMeasured)
        return copy
    }
}
