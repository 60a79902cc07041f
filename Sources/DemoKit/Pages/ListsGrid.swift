import UIKit

/// The lists page's photo grid: 10 albums of 100 generated photos in a compositional layout, each
/// album under a header. Every six photos repeat one pattern: a large photo two thirds wide beside
/// two small ones stacked, then three small ones in a row. A tap selects a photo (outlined). Cells
/// are made only for the photos on screen and reused as it scrolls.
final class ListsGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let sectionCount = 10
    static let photosPerSection = 100
    /// The gap around each photo: half of the gap between two.
    static let photoInset: CGFloat = 1
    static let headerHeight: CGFloat = 32

    /// The collection view showing the photos.
    let collectionView: UICollectionView
    /// The photos selected, in order ("select 0.7"), for tests.
    private(set) var log: [String] = []

    private let photos = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, number in
        cell.photo.number = number
    }
    private let headers = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
        header.label.text = "Album \(indexPath.section + 1)"
    }

    init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout(section: Self.album()))
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// An album's layout: a square of six photos, repeated, under its header.
    static func album() -> NSCollectionLayoutSection {
        func photo(width: CGFloat, height: CGFloat) -> NSCollectionLayoutItem {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width),
                                                                                 heightDimension: .fractionalHeight(height)))
            item.contentInsets = NSDirectionalEdgeInsets(top: photoInset, leading: photoInset, bottom: photoInset, trailing: photoInset)
            return item
        }
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitem: photo(width: 1, height: 0.5), count: 2)
        let large = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)),
            subitems: [photo(width: 2.0 / 3, height: 1), pair])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitem: photo(width: 1.0 / 3, height: 1), count: 3)
        let square = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
            subitems: [large, row])
        let section = NSCollectionLayoutSection(group: square)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 12, trailing: 0)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return section
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { Self.sectionCount }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.photosPerSection }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: photos, for: indexPath, item: indexPath.section * Self.photosPerSection + indexPath.item + 1)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.item)")
    }

    /// A photo's cell: the photo filling it, outlined while selected.
    final class PhotoCell: UICollectionViewCell {
        let photo = GeneratedPhoto()

        required init(frame: CGRect) {
            super.init(frame: frame)
            photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            photo.frame = contentView.bounds
            contentView.addSubview(photo)
            contentView.layer.borderColor = UIColor.label.cgColor
        }

        required init?(coder: NSCoder) { nil }

        override var isSelected: Bool {
            didSet { contentView.layer.borderWidth = isSelected ? 3 : 0 }
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
