import UIKit

/// The launcher's grid: a collection view of one card per demo (`LauncherCard`), in a flow layout of
/// as many columns as the width holds (each at least `minimumColumnWidth`), fed by a diffable data
/// source. The cards of a row are as tall as its tallest title needs, so every title shows whole; a
/// width that changes the number of columns lays the grid out again. Cards, and their miniatures, are
/// made only for the demos on screen.
final class LauncherGrid: NSObject, UICollectionViewDelegateFlowLayout {
    static let minimumColumnWidth: CGFloat = 180
    static let margin: CGFloat = 16, gap: CGFloat = 10

    /// The collection view showing the cards.
    let collectionView: UICollectionView
    /// The demos, in catalogue order (item `i` is `demos[i]`).
    let demos: [Demo]
    /// The pictures of the pages, made as their cards first show.
    let miniatures: DemoMiniatures
    /// The shape of the pages (height ÷ width), which the miniatures take.
    private let pageAspect: CGFloat
    private let choose: @MainActor (Demo) -> Void
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    /// The cards' heights at one column width, in catalogue order, measured when the width changes.
    private var cardHeights: (columnWidth: CGFloat, heights: [CGFloat]) = (0, [])

    /// A grid of `demos` filling `frame` (the size their pages are built at) that calls `choose`
    /// with the one clicked.
    init(frame: CGRect, demos: [Demo], choose: @escaping @MainActor (Demo) -> Void) {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: Self.margin, left: Self.margin, bottom: Self.margin, right: Self.margin)
        layout.minimumInteritemSpacing = Self.gap
        layout.minimumLineSpacing = Self.gap
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        self.demos = demos
        self.choose = choose
        miniatures = DemoMiniatures(pageSize: frame.size)
        pageAspect = frame.width > 0 && frame.height > 0 ? frame.height / frame.width : 0.75
        super.init()
        collectionView.backgroundColor = UIColor(white: 0.96, alpha: 1)
        collectionView.delegate = self
        let cards = UICollectionView.CellRegistration<LauncherCard, Int> { [unowned self] card, _, item in show(demos[item], on: card) }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(demos.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }

    /// How many columns a grid `width` wide has.
    static func columnCount(forWidth width: CGFloat) -> Int {
        max(1, Int((width - 2 * margin + gap) / (minimumColumnWidth + gap)))
    }

    /// How wide a card is in a grid `width` wide: the columns share what the margins and gaps leave,
    /// rounded down (the flow layout spreads the remainder between them).
    static func columnWidth(forWidth width: CGFloat) -> CGFloat {
        let columns = CGFloat(columnCount(forWidth: width))
        return max(0, ((width - 2 * margin - (columns - 1) * gap) / columns).rounded(.down))
    }

    private func show(_ demo: Demo, on card: LauncherCard) {
        card.label.text = demo.title
        card.pageAspect = pageAspect
        let width = LauncherCard.miniatureFrame(width: Self.columnWidth(forWidth: collectionView.bounds.width), pageAspect: pageAspect).width
        card.miniature.image = miniatures.picture(of: demo, width: width)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = collectionView.bounds.width, columnWidth = Self.columnWidth(forWidth: width)
        if cardHeights.columnWidth != columnWidth || cardHeights.heights.isEmpty {
            cardHeights = (columnWidth, demos.map { LauncherCard.height(ofTitle: $0.title, width: columnWidth, pageAspect: pageAspect) })
        }
        let columns = Self.columnCount(forWidth: width), rowStart = indexPath.item / columns * columns
        let row = cardHeights.heights[rowStart..<min(rowStart + columns, demos.count)]
        return CGSize(width: columnWidth, height: row.max() ?? 0)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        choose(demos[indexPath.item])
    }
}
