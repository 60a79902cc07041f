import UIKit

// A grid screen as apps write it: a view controller owning a collection view with a flow layout,
// a cell subclass registered by class, a section header, item sizes from the flow delegate, and a
// second screen fed through a cell registration.

/// A cell showing a colour's name.
final class SwatchCell: UICollectionViewCell {
    let nameLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }
}

/// Colour swatches under a header, the first one taller; a tap remembers the colour.
final class SwatchGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var swatches = ["Red", "Green", "Blue", "Cyan", "Magenta", "Yellow", "Black"]
    private(set) var chosen: [String] = []

    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { swatches.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
        cell.nameLabel.text = swatches[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 90, height: indexPath.item == 0 ? 120 : 90)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(swatches[indexPath.item])
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    /// Adds a swatch at the end.
    func add(_ name: String) {
        swatches.append(name)
        collectionView.insertItems(at: [IndexPath(item: swatches.count - 1, section: 0)])
    }
}

/// Tags shown through a cell registration, each cell tagged with its tag's length.
final class TagGridViewController: UIViewController, UICollectionViewDataSource {
    let tags = ["swift", "linux", "uikit", "sdl"]
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, tag in
        cell.tag = tag.count
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tags[indexPath.item])
    }
}
