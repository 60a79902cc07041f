/// A view's gesture recognizers: they see the touches of the view and its subviews first (rule 12).
extension UIView {
    /// The view's gesture recognizers, nil when it has none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerList.isEmpty ? nil : recognizerList }
        set {
            for recognizer in recognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`; one attached to another view moves here, as in UIKit.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; mid-gesture it is cancelled (or fails) and reset first.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.arena?.withdraw(gestureRecognizer)
        recognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
