import Foundation

extension UICollectionView {
    /// A cell class and the code configuring its cells for items of type `Item`: dequeuing with it
    /// registers the class under an identifier of its own, then runs the handler on the cell.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures `cell` to show `item` at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// A registration configuring cells of type `Cell` with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }

        let identifier = "CellRegistration.\(UUID().uuidString)"
        let handler: Handler
    }

    /// A supplementary view class of one kind and the code configuring its views.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures the view of the kind at the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// A registration for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }

        let elementKind: String
        let identifier = "SupplementaryRegistration.\(UUID().uuidString)"
        let handler: Handler
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler for `item`.
    /// Without an item the cell is reported and left unconfigured (UIKit raises).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        if !cellPool.isRegistered(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell ?? Cell(frame: .zero)
        guard let item else {
            Diagnostics.report("UICollectionView.dequeueConfiguredReusableCell(using:for: \(indexPath), item: nil): no item to configure the cell with; it is left as it is")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView {
        let key = SupplementaryReuseKey(kind: registration.elementKind, identifier: registration.identifier)
        if !supplementaryPool.isRegistered(key) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath) as? Supplementary
            ?? Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
