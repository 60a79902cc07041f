import Foundation

/// Where a section scrolling across the layout's direction (a compositional section with
/// `orthogonalScrollingBehavior`) has its own scroll view, in the collection view's content, how
/// wide that scroll view's content is, and where it comes to rest (nil: anywhere).
struct OrthogonalBand: Equatable {
    var frame: CGRect
    let contentWidth: CGFloat
    let resting: RestingGrid?
}

/// A section's own scroll view: it holds the section's cells, scrolls them across, and has the
/// collection view show the items that scroll in. Its vertical drags go to the collection view
/// (its content does not scroll vertically).
final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?
    var section = 0
    /// The offset the collection view last showed the section's items at.
    var shownOffset: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        guard contentOffset.x != shownOffset else { return }
        shownOffset = contentOffset.x
        owner?.orthogonalScrollViewDidScroll(self)
    }
}

extension UICollectionView {
    /// Gives each section the layout scrolls on its own its scroll view at its band (made the first
    /// time, starting unscrolled); returns the scroll views of sections that no longer have one.
    func placeOrthogonalScrollViews() -> [OrthogonalScrollView] {
        let bands = collectionViewLayout.orthogonalBands
        for (section, band) in bands {
            let scrollView = orthogonalScrollViews[section] ?? {
                let made = OrthogonalScrollView(frame: band.frame)
                made.owner = self
                made.section = section
                made.showsVerticalScrollIndicator = false
                made.backgroundColor = nil
                insertSubview(made, at: 0)
                orthogonalScrollViews[section] = made
                collectionViewLayout.orthogonalSection(section, didScrollTo: 0)
                return made
            }()
            if scrollView.frame != band.frame { scrollView.frame = band.frame }
            let size = CGSize(width: band.contentWidth, height: band.frame.height)
            if scrollView.contentSize != size { scrollView.contentSize = size }
            scrollView.horizontalRestingGrid = band.resting
        }
        let stale = orthogonalScrollViews.filter { bands[$0.key] == nil }
        for section in stale.keys { orthogonalScrollViews[section] = nil }
        return Array(stale.values)
    }

    /// Where a cell of `attributes`' item goes: its section's own scroll view, with the attributes'
    /// centre moved into that view's coordinates (the compositional layout makes new attributes
    /// for each query, so changing them is safe), or the collection view itself.
    func container(forCellOf attributes: UICollectionViewLayoutAttributes) -> UIView {
        guard let scrollView = orthogonalScrollViews[attributes.indexPath.section] else { return self }
        attributes.center = convert(attributes.center, to: scrollView)
        return scrollView
    }

    /// A section's own scroll view has scrolled: the layout places its items there, and the items
    /// scrolling in get cells.
    func orthogonalScrollViewDidScroll(_ scrollView: OrthogonalScrollView) {
        collectionViewLayout.orthogonalSection(scrollView.section, didScrollTo: scrollView.contentOffset.x)
        layOutVisibleContent()
    }
}
