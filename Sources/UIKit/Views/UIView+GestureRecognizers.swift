/// A view's gesture recognizers: they see the touches of the view and its subviews first (Input rule 12).
extension UIView {
    var baseGestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerList.isEmpty ? nil : recognizerList }
        set {
            for recognizer in recognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    func baseAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    func baseRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.arena?.withdraw(gestureRecognizer)
        recognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
