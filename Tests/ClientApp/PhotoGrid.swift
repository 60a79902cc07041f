import UIKit

// A photo grid as apps write it: a collection view fed by a diffable data source, with cells from
// a cell registration, section headers from a supplementary registration through the
// supplementary view provider, and a favourite marked by reconfiguring its item.

/// A section of the photo grid.
enum Album: String, CaseIterable, Sendable {
    case recents = "Recents"
    case favourites = "Favourites"
}

/// A photo, identified by its name.
struct Photo: Hashable, Sendable {
    let name: String
}

/// A cell showing a photo's name.
final class PhotoCell: UICollectionViewCell {
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { nil }
}

/// Photos in two albums; starring a photo reconfigures its cell.
class PhotoGridViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Album, Photo>!
    private(set) var starred: Set<Photo> = []

    /// The layout the grid uses; a flow layout of 100-point squares unless a subclass says otherwise.
    func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<PhotoCell, Photo> { [unowned self] cell, _, photo in
            cell.nameLabel.text = starred.contains(photo) ? "★ " + photo.name : photo.name
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            header.tag = indexPath.section
        }
        dataSource = UICollectionViewDiffableDataSource<Album, Photo>(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Album, Photo>()
        snapshot.appendSections(Album.allCases)
        snapshot.appendItems((1...5).map { Photo(name: "IMG_\($0)") }, toSection: .recents)
        snapshot.appendItems([Photo(name: "Beach")], toSection: .favourites)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Stars a photo: its cell shows a star, configured again in place.
    func star(_ photo: Photo) {
        starred.insert(photo)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([photo])
        dataSource.apply(snapshot)
    }

    /// Removes a photo from the grid, animated.
    func remove(_ photo: Photo) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([photo])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

/// The same photos in a compositional layout: recents in a grid of three columns under a header,
/// favourites as a list 12 points lower.
final class CompositionalPhotoGridViewController: PhotoGridViewController {
    override func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
            guard Album.allCases[sectionIndex] == .recents else {
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let width = environment.container.effectiveContentSize.width
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(width / 3)),
                                                           subitem: item, count: 3)
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(30)),
                                                                     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: configuration)
    }
}
