extension UIView {
    var baseSuperview: UIView? { superviewRef }
    var baseSubviews: [UIView] { subviewList }
    var baseWindow: UIWindow? { (self as? UIWindow) ?? windowRef }

    func baseAddSubview(_ view: UIView) {
        insertSubview(view, at: subviewList.count - (view.superviewRef === self ? 1 : 0))
    }

    func baseInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            UIView.programmerError("Can't add self as subview")
            return
        }
        // A view without subviews has no descendants to check (building a deep chain stays linear).
        guard view.subviewList.isEmpty || !isDescendant(of: view) else {
            UIView.programmerError("Can't add a superview as subview (it would form a cycle)")
            return
        }
        if view.superviewRef === self {
            let target = min(max(0, index), subviewList.count - 1)
            subviewList.removeAll { $0 === view }
            subviewList.insert(view, at: target)
            layer.moveSublayer(view.layer, to: sublayerIndex(forSubviewAt: target))
            return
        }
        let oldWindow = view.window, newWindow = window, oldTint = view.tintColor!
        if let oldWindow, oldWindow !== newWindow { view.leave(oldWindow) }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        view.detachFromSuperview()
        let position = min(max(0, index), subviewList.count)
        subviewList.insert(view, at: position)
        view.superviewRef = self
        layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: position)))
        if view.autoLayout != nil { AutoLayoutEngine.shared?.superviewDidChange(view) }
        view.inherit(passedTint)
        view.passTintDown()
        if oldWindow !== newWindow {
            view.setWindow(newWindow)
            if let scale = newWindow?.pixelScale { view.forEachInSubtree { $0.contentScaleFactor = scale } }
            view.forEachInSubtree { $0.didMoveToWindow() }
        }
        view.safeAreaMayHaveMoved()
        view.didMoveToSuperview()
        view.tintDidChange(from: oldTint)
        didAddSubview(view)
        // UIKit lays out a view that gained a subview, even if nothing else changed.
        setNeedsLayout()
    }

    func baseInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, above: false)
    }

    func baseInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, above: true)
    }

    func baseBringSubviewToFront(_ view: UIView) {
        guard view.superviewRef === self else { return }
        insertSubview(view, at: subviewList.count - 1)
    }

    func baseSendSubviewToBack(_ view: UIView) {
        guard view.superviewRef === self else { return }
        insertSubview(view, at: 0)
    }

    func baseExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewList.indices.contains(index1), subviewList.indices.contains(index2), index1 != index2 else { return }
        subviewList.swapAt(index1, index2)
        let (first, second) = (subviewList[index1], subviewList[index2])
        layer.moveSublayer(first.layer, to: sublayerIndex(forSubviewAt: index1))
        layer.moveSublayer(second.layer, to: sublayerIndex(forSubviewAt: index2))
    }

    func baseRemoveFromSuperview() {
        guard let parent = superviewRef else { return }
        let oldWindow = window
        if let oldWindow { leave(oldWindow) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        detachFromSuperview()
        if autoLayout != nil { AutoLayoutEngine.shared?.superviewDidChange(self) }
        inherit(.none)
        passTintDown()
        if oldWindow != nil {
            setWindow(nil)
            forEachInSubtree { $0.didMoveToWindow() }
        }
        safeAreaMayHaveMoved()
        didMoveToSuperview()
    }

    func baseIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superviewRef
        }
        return false
    }

    func baseViewWithTag(_ tag: Int) -> UIView? {
        var found: UIView?
        TreeWalk.preorder(from: self, context: (), children: \.subviewList) { view, _ in
            guard view.tag == tag else { return () }
            found = view
            return nil
        }
        return found
    }

    /// What this subtree leaving `window` ends, while it is still there: its touches and hovers are
    /// cancelled (Input rule 7) and a first responder in it resigns (Input rule 10).
    private func leave(_ window: UIWindow) {
        window.touchState.cancel(at: MediaClock.shared.now()) { $0.view?.isDescendant(of: self) == true }
        window.hoverState.cancel { $0.view?.isDescendant(of: self) == true }
        if let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) {
            responder.resignFirstResponder()
            // Out of the window it cannot stay first responder, whatever its override said.
            if UIResponder.firstResponder === responder { UIResponder.firstResponder = nil }
        }
    }

    private func detachFromSuperview() {
        guard let parent = superviewRef else { return }
        AutoLayoutEngine.shared?.viewWillLeaveSuperview(self)
        parent.subviewList.removeAll { $0 === self }
        superviewRef = nil
        layer.removeFromSuperlayer()
    }

    private func insertSubview(_ view: UIView, nextTo sibling: UIView, above: Bool) {
        guard view !== sibling else { return }
        guard let index = subviewList.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let current = subviewList.firstIndex { $0 === view }
        let offset = (above ? 1 : 0) - (current.map { $0 < index ? 1 : 0 } ?? 0)
        insertSubview(view, at: index + offset)
        guard view.superviewRef === self else { return }
        let others = layer.sublayerList.filter { $0 !== view.layer }
        guard let siblingLayer = others.firstIndex(where: { $0 === sibling.layer }) else { return }
        layer.moveSublayer(view.layer, to: siblingLayer + (above ? 1 : 0))
    }

    /// Where the subview at `index` goes among the layer's sublayers, which may hold layers of their own.
    private func sublayerIndex(forSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        if index + 1 < subviewList.count, let next = sublayers.firstIndex(where: { $0 === subviewList[index + 1].layer }) {
            let current = sublayers.firstIndex { $0 === subviewList[index].layer }
            return current.map { $0 < next ? next - 1 : next } ?? next
        }
        return sublayers.count
    }

    /// Records `window` as the window of this view and of the views below it, up to any window
    /// among them (which stays its own): `window` then reads it without walking up.
    private func setWindow(_ window: UIWindow?) {
        TreeWalk.forEach(from: self, children: { $0.subviewList.filter { !($0 is UIWindow) } }) { $0.windowRef = window }
    }

    /// Calls `body` on this view and every view below it, parents first.
    package func forEachInSubtree(_ body: (UIView) -> Void) {
        TreeWalk.forEach(from: self, children: \.subviewList, body)
    }

    /// Reports misuse the way UIKit's exceptions do, without ending the program.
    package static func programmerError(_ reason: String) {
        Diagnostics.report("*** NSInvalidArgumentException, reason: '\(reason)'; ignored")
    }
}
