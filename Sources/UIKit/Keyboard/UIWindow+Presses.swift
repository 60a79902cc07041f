extension UIWindow {
    /// Delivers the window's presses that changed — all in one phase — to their responders, each
    /// responder its own presses in one call.
    func deliver(_ event: UIPressesEvent) {
        let changed = event.pressList.filter { $0.window === self && $0.phase != .stationary }
        var responders: [UIResponder] = []
        for press in changed {
            if let responder = press.responder, !responders.contains(where: { $0 === responder }) { responders.append(responder) }
        }
        for responder in responders {
            let presses = Set(changed.filter { $0.responder === responder })
            switch presses.first?.phase {
            case .began: responder.pressesBegan(presses, with: event)
            case .changed: responder.pressesChanged(presses, with: event)
            case .ended: responder.pressesEnded(presses, with: event)
            default: responder.pressesCancelled(presses, with: event)
            }
        }
    }
}
