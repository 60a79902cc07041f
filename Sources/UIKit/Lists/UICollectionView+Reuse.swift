import Foundation

/// Making views for registered classes.
extension UICollectionView {
    /// A new view of `type`, queued under `identifier` when it leaves the screen.
    static func make<View: UICollectionReusableView>(_ type: View.Type, _ identifier: String) -> View {
        let view = type.init(frame: .zero)
        view.assignedReuseIdentifier = identifier
        return view
    }
}
