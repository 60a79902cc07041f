import Foundation

extension UIView {
    /// Shows `configuration` in a view filling this one (a cell's content view): `current` takes it
    /// in place when it supports it, else a new view from the configuration replaces it. Returns the
    /// view showing it, nil (and `current` removed) for no configuration. Shared by table and
    /// collection view cells.
    func host(_ configuration: (any UIContentConfiguration)?, replacing current: (any UIView & UIContentView)?) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}
