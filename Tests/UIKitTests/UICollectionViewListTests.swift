import Foundation
import Testing
@testable import UIKit

/// List layouts: `UICollectionViewCompositionalLayout.list(using:)` rows 44 pt high across the
/// section, inset as the appearance says, `UICollectionViewListCell`s showing the standard content
/// configuration and a separator between rows.
@Suite("UICollectionViewListCell and list layouts", .startsClean)
@MainActor
struct UICollectionViewListTests {
    /// The data sources of the lists made (a collection view holds its data source weakly).
    private final class Kept {
        var dataSources: [AnyObject] = []
    }
    private let kept = Kept()

    /// A 440 × 300 collection view listing `counts` items as list cells titled "section.item".
    private func list(_ configuration: UICollectionLayoutListConfiguration, _ counts: [Int]) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<count).map { "\(section).\($0)" })
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        kept.dataSources.append(dataSource)
        return view
    }

    private func cell(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        view.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    @Test("A plain list: rows 44 pt high edge to edge, each showing its text in a list content view, separators inset 16 pt between rows, none under the last")
    func plain() {
        let view = list(UICollectionLayoutListConfiguration(appearance: .plain), [3, 2])
        #expect((0..<3).compactMap { cell(view, $0)?.frame } == (0..<3).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 440, height: 44) })
        #expect(cell(view, 0, 1)?.frame == CGRect(x: 0, y: 132, width: 440, height: 44), "sections follow without spacing")
        let first = cell(view, 1)
        #expect((first?.contentConfiguration as? UIListContentConfiguration)?.text == "0.1")
        #expect(first?.contentView.subviews.contains { $0 is UIListContentView } == true)
        first?.layoutIfNeeded()
        #expect(first?.separatorView.superview === first && first?.separatorView.frame == CGRect(x: 16, y: 43, width: 424, height: 1))
        #expect(cell(view, 2)?.separatorView.superview == nil && cell(view, 1, 1)?.separatorView.superview == nil, "none under a section's last row")
        #expect(view.contentSize == CGSize(width: 440, height: 5 * 44))
    }

    @Test("An inset-grouped list: sections 20 pt in from the sides with 18 pt above and below; without separators, none")
    func insetGrouped() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = false
        let view = list(configuration, [2, 1])
        #expect(cell(view, 1)?.frame == CGRect(x: 20, y: 62, width: 400, height: 44))
        #expect(cell(view, 0, 1)?.frame == CGRect(x: 20, y: 18 + 88 + 18 + 18, width: 400, height: 44))
        #expect(cell(view, 0)?.separatorView.superview == nil)
        let grouped = list(UICollectionLayoutListConfiguration(appearance: .grouped), [1])
        #expect(cell(grouped, 0)?.frame == CGRect(x: 0, y: 18, width: 440, height: 44))
    }

    @Test("A list section from a section provider sits beside a grid section; a reused list cell loses a separator its new row has none of")
    func mixed() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: index == 0 ? .plain : .grouped), layoutEnvironment: environment)
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 100), collectionViewLayout: layout)
        let source = CollectionRecorder(itemCounts: [4, 2])
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 176 + 18, width: 440, height: 44))
        view.contentOffset = CGPoint(x: 0, y: 130)
        view.layoutIfNeeded()
        // Row 3 (132…176) is the last of section 0: its cell, reused from row 0 or 1, shows no separator.
        #expect(cell(view, 3)?.separatorView.superview == nil)
    }
}
