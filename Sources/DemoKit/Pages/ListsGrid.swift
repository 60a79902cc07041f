import UIKit

/// The lists page's grid: 10 sections of 100 numbered tiles in a flow layout, each section under a
/// header, made from cell and supplementary registrations; a tap selects a tile (outlined).
/// Cells are made only for the tiles on screen and reused as it scrolls.
final class ListsGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let sectionCount = 10
    static let tilesPerSection = 100

    /// The collection view showing the tiles.
    let collectionView: UICollectionView
    /// The tiles selected, in order ("select 0.7"), for tests.
    private(set) var log: [String] = []

    private let tiles = UICollectionView.CellRegistration<Tile, Int> { tile, _, number in
        tile.label.text = "\(number)"
        tile.contentView.backgroundColor = UIColor(hue: CGFloat(number % 36) / 36, saturation: 0.45, brightness: 0.95, alpha: 1)
    }
    private let headers = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
        header.label.text = "Grid \(indexPath.section + 1)"
    }

    init(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { Self.sectionCount }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.tilesPerSection }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: indexPath.section * Self.tilesPerSection + indexPath.item + 1)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.item)")
    }

    /// A tile: its number centred on its colour, outlined while selected.
    final class Tile: UICollectionViewCell {
        let label = UILabel()

        required init(frame: CGRect) {
            super.init(frame: frame)
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 15)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(label)
            contentView.layer.cornerRadius = 8
            contentView.layer.borderColor = UIColor.label.cgColor
        }

        required init?(coder: NSCoder) { nil }

        override var isSelected: Bool {
            didSet { contentView.layer.borderWidth = isSelected ? 3 : 0 }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    /// A section header: its title on the left.
    final class Header: UICollectionReusableView {
        let label = UILabel()

        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray6
            label.font = .boldSystemFont(ofSize: 15)
            addSubview(label)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 12, dy: 0)
        }
    }
}
