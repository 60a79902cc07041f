import Foundation
import QuartzCore
import UIKit

/// One operation of a random program: what it does, in words, and the doing.
package struct ProgramOperation {
    package var name: String
    package var run: () -> Void
}

extension RandomProgram {
    /// The most views and layers a program holds at once: beyond, operations drop some.
    static let viewLimit = 120
    static let layerLimit = 60
    /// The depth of the deep hierarchy input.
    static let deepChainDepth = 100_000

    /// The next operation, drawn by weight; its values are drawn now, so the name says exactly what it does.
    package func nextOperation() -> ProgramOperation {
        let kinds: [(Int, () -> ProgramOperation)] = [
            (12, makeView), (5, makeLayer), (14, restructure), (16, setGeometry), (6, setTransform),
            (12, setStyle), (4, setContents), (3, setMask), (8, animateView), (8, addAnimation),
            (3, removeAnimations), (4, drivePropertyAnimator), (4, requestLayoutOrDisplay), (4, convertPoint), (3, hitTest),
            (3, readPresentation), (3, configureControl), (2, dropObjects),
            (hostileInputs.contains(.farOffscreen) ? 2 : 0, placeFarOffscreen),
            (hostileInputs.contains(.openTransaction) ? 1 : 0, leaveTransactionOpen),
            (hostileInputs.contains(.deepHierarchy) && !madeDeepChain ? 1 : 0, makeDeepChain),
        ]
        var roll = random.int(0...(kinds.reduce(0) { $0 + $1.0 } - 1))
        for (weight, make) in kinds {
            if roll < weight { return make() }
            roll -= weight
        }
        return makeView()
    }

    // MARK: Choosing

    /// The window and every view under it, parents before children (no recursion: chains are deep).
    func viewsInWindow() -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            found.append(view)
            if view !== deepChain { stack += view.subviews }
        }
        return found
    }

    /// A view the program made (nil when it holds none).
    func someView() -> UIView? { views.isEmpty ? nil : random.pick(views) }

    /// A view to act on: one the program made, or the window (which it never moves).
    func someParent() -> UIView {
        random.chance(0.25) || views.isEmpty ? window : random.pick(views)
    }

    func label(_ view: UIView) -> String {
        view === window ? "window" : "\(type(of: view))#\(view.tag)"
    }

    func label(_ layer: CALayer) -> String {
        "\(type(of: layer))#\(layer.name ?? (layer.delegate as? UIView).map { "of " + label($0) } ?? "?")"
    }

    // MARK: Values

    /// A coordinate: mostly on or near the window, sometimes far off or huge, non-finite when chosen.
    func coordinate() -> CGFloat {
        switch random.int(0...19) {
        case 0 where hostileInputs.contains(.farOffscreen): return random.pick([-1e6, 1e6, 5e4, -5e4])
        case 1 where hostileInputs.contains(.nonFinite): return random.pick([.nan, .infinity, -.infinity])
        case 2: return 0
        default: return random.double(-60...380).rounded()
        }
    }

    /// A length: usually positive and moderate, sometimes zero, negative or huge.
    func length() -> CGFloat {
        switch random.int(0...19) {
        case 0: return 0
        case 1: return -random.double(1...50).rounded()
        case 2 where hostileInputs.contains(.farOffscreen): return random.pick([1e5, 3e6])
        case 3 where hostileInputs.contains(.nonFinite): return random.pick([.nan, .infinity])
        default: return random.double(1...200).rounded()
        }
    }

    func rect() -> CGRect { CGRect(x: coordinate(), y: coordinate(), width: length(), height: length()) }

    func color() -> UIColor {
        random.chance(0.1) ? .clear : UIColor(red: random.double(0...1), green: random.double(0...1),
                                              blue: random.double(0...1), alpha: random.chance(0.7) ? 1 : random.double(0...1))
    }

    /// An affine transform: rotations, scales (zero among them: singular), shears, translations.
    func affineTransform() -> CGAffineTransform {
        switch random.int(0...6) {
        case 0: return .identity
        case 1: return CGAffineTransform(rotationAngle: random.double(-7...7))
        case 2:
            // A near-singular scale makes frames set through it enormous (bounds of 10^10 points).
            let tiny: [CGFloat] = hostileInputs.contains(.farOffscreen) ? [1e-9] : []
            return CGAffineTransform(scaleX: random.pick([0, 0.5, 1, 2, -1] + tiny), y: random.pick([0, 0.5, 1, 3, -2]))
        case 3: return CGAffineTransform(a: 1, b: random.double(-1...1), c: random.double(-1...1), d: 1, tx: 0, ty: 0)
        case 4: return CGAffineTransform(translationX: coordinate(), y: coordinate())
        case 5 where hostileInputs.contains(.nonFinite): return CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        default: return CGAffineTransform(rotationAngle: random.double(-1...1)).scaledBy(x: random.double(0.2...2), y: random.double(0.2...2))
        }
    }

    /// A 3D transform: affine ones, turns about x and y, and with perspective (m34) when chosen.
    func transform3D() -> CATransform3D {
        var t = random.chance(0.5) ? CATransform3DMakeAffineTransform(affineTransform())
            : CATransform3DMakeRotation(random.double(-1.2...1.2), random.pick([1, 0]), random.pick([0, 1]), 0)
        if random.chance(0.2) { t = CATransform3DScale(t, 1, 1, random.pick([0, 2])) }
        if hostileInputs.contains(.perspective) && random.chance(0.6) { t.m34 = -1 / random.double(300...2000) }
        return t
    }

    func image() -> UIImage {
        let size = CGSize(width: random.int(1...40), height: random.int(1...40))
        let fill = color()
        return UIGraphicsImageRenderer(size: size).image { context in
            fill.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// A value for animating `keyPath` (NaN or infinite components when chosen).
    func animationValue(for keyPath: String) -> Any {
        if hostileInputs.contains(.nonFinite) && random.chance(0.05) {
            switch keyPath {
            case "position": return CGPoint(x: CGFloat.nan, y: 0)
            case "bounds": return CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            case "transform": return CATransform3DMakeScale(.nan, 1, 1)
            default: return Double.nan
            }
        }
        switch keyPath {
        case "position": return CGPoint(x: coordinate(), y: coordinate())
        case "bounds": return CGRect(x: 0, y: 0, width: random.double(0...200), height: random.double(0...200))
        case "transform": return transform3D()
        case "backgroundColor", "borderColor", "shadowColor": return color().cgColor
        case "opacity", "shadowOpacity", "strokeEnd": return random.double(0...1)
        default: return random.double(-3...30)
        }
    }

    // MARK: Operations

    func makeView() -> ProgramOperation {
        let kind = random.int(0...11), frame = rect(), parent = someParent()
        let index = random.int(-1...(parent.subviews.count + 1)), image = kind == 3 ? image() : nil
        let blur = random.pick([UIBlurEffect.Style.light, .dark, .regular])
        return ProgramOperation(name: "make view kind \(kind) at \(frame), insert into \(label(parent)) at \(index)") { [self] in
            let view: UIView
            switch kind {
            case 0: view = UIView(frame: frame)
            case 1: view = Sketch(frame: frame)
            case 2:
                let label = UILabel(frame: frame)
                label.text = "Label \(operations)"
                view = label
            case 3: view = UIImageView(image: image)
            case 4:
                let button = UIButton(type: .system)
                button.setTitle("Go", for: .normal)
                view = button
            case 5: view = UISwitch()
            case 6: view = UISlider(frame: frame)
            case 7: view = UISegmentedControl(items: ["A", "B", "C"])
            case 8: view = UIStepper()
            case 9:
                let spinner = UIActivityIndicatorView(style: .medium)
                spinner.startAnimating()
                view = spinner
            case 10: view = UIVisualEffectView(effect: UIBlurEffect(style: blur))
            default: view = UIView(frame: frame)
            }
            if kind >= 3 && kind != 6 { view.frame = frame }
            view.tag = operations
            views.append(view)
            if index >= 0 { parent.insertSubview(view, at: index) }
            if views.count > RandomProgram.viewLimit { dropViews(views.count / 4) }
        }
    }

    func makeLayer() -> ProgramOperation {
        let kind = random.int(0...5), frame = rect(), host = someParent()
        let index = random.int(0...Int(host.layer.sublayers?.count ?? 0)), stroke = color().cgColor
        return ProgramOperation(name: "make layer kind \(kind) at \(frame), insert into \(label(host)).layer at \(index)") { [self] in
            let layer: CALayer
            switch kind {
            case 0: layer = CALayer()
            case 1:
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)
                shape.strokeColor = stroke
                shape.lineWidth = 3
                layer = shape
            case 2:
                let gradient = CAGradientLayer()
                gradient.colors = [UIColor.red.cgColor, stroke]
                layer = gradient
            case 3:
                let tiled = CATiledLayer()
                tiled.tileSize = CGSize(width: 64, height: 64)
                layer = tiled
            case 4:
                let replicator = CAReplicatorLayer()
                replicator.instanceCount = 4
                replicator.instanceTransform = CATransform3DMakeTranslation(12, 6, 0)
                let dot = CALayer()
                dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                dot.backgroundColor = stroke
                replicator.addSublayer(dot)
                layer = replicator
            default:
                let emitter = CAEmitterLayer()
                let cell = CAEmitterCell()
                cell.birthRate = 20
                cell.lifetime = 1
                cell.velocity = 40
                cell.contents = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                }.cgImage
                emitter.emitterCells = [cell]
                emitter.emitterPosition = CGPoint(x: 20, y: 20)
                layer = emitter
            }
            layer.name = "\(operations)"
            layer.frame = frame
            layer.backgroundColor = stroke
            host.layer.insertSublayer(layer, at: UInt32(index))
            layers.append(layer)
            if layers.count > RandomProgram.layerLimit { dropLayers(layers.count / 4) }
        }
    }

    func restructure() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let parent = someParent(), kind = random.int(0...7)
        let count = parent.subviews.count, first = random.int(-1...count), second = random.int(-1...count)
        let sibling = parent.subviews.isEmpty ? nil : random.pick(parent.subviews)
        let what = "\(label(view)), \(label(parent)), \(first), \(second), \(sibling.map(label) ?? "-")"
        return ProgramOperation(name: "restructure \(kind): \(what)") { [self] in
            switch kind {
            case 0: parent.addSubview(view)
            case 1: parent.insertSubview(view, at: first)
            case 2: if let sibling { parent.insertSubview(view, aboveSubview: sibling) }
            case 3: if let sibling { parent.insertSubview(view, belowSubview: sibling) }
            case 4 where first >= 0 && second >= 0 && first < count && second < count:
                parent.exchangeSubview(at: first, withSubviewAt: second)
            case 5: view.removeFromSuperview()
            case 6: if let sibling { parent.bringSubviewToFront(sibling); parent.sendSubviewToBack(view) }
            default:
                if let layer = layers.isEmpty ? nil : random.pick(layers) {
                    if first.isMultiple(of: 2) { layer.removeFromSuperlayer() } else { view.layer.addSublayer(layer) }
                }
            }
        }
    }

    func setGeometry() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let kind = random.int(0...5), value = rect(), point = CGPoint(x: random.double(-0.5...1.5), y: random.double(-0.5...1.5))
        return ProgramOperation(name: "geometry \(kind) of \(label(view)): \(value), anchor \(point)") {
            switch kind {
            case 0: view.frame = value
            case 1: view.bounds = value
            case 2: view.center = value.origin
            case 3: view.layer.anchorPoint = point
            case 4: view.layer.position = value.origin
            default: view.bounds.origin = CGPoint(x: value.width, y: value.height)
            }
        }
    }

    func setTransform() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let affine = affineTransform(), full = transform3D(), kind = random.int(0...2)
        return ProgramOperation(name: "transform \(kind) of \(label(view)): \(kind == 0 ? "\(affine)" : "\(full)")") {
            switch kind {
            case 0: view.transform = affine
            case 1: view.layer.transform = full
            default: view.layer.sublayerTransform = full
            }
        }
    }

    func setStyle() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let kind = random.int(0...11), number = random.pick([-0.5, 0, 0.3, 1, 1.5, 4, 20]), paint = color()
        let flag = random.chance(0.5), offset = CGSize(width: random.double(-8...8), height: random.double(-8...8))
        return ProgramOperation(name: "style \(kind) of \(label(view)): \(number), \(flag), \(offset)") {
            switch kind {
            case 0: view.alpha = number
            case 1: view.isHidden = flag && number < 1
            case 2: view.clipsToBounds = flag
            case 3: view.backgroundColor = flag ? paint : nil
            case 4: view.layer.cornerRadius = number * 5
            case 5: view.layer.borderWidth = number; view.layer.borderColor = paint.cgColor
            case 6:
                view.layer.shadowOpacity = Float(min(1, max(0, number)))
                view.layer.shadowRadius = abs(number) * 2
                view.layer.shadowOffset = offset
            case 7: view.layer.zPosition = number
            case 8: view.layer.isDoubleSided = flag
            case 9: view.layer.allowsGroupOpacity = flag
            case 10: view.isUserInteractionEnabled = flag || number > 0
            default: view.contentMode = flag ? .scaleAspectFit : .center
            }
        }
    }

    func setContents() -> ProgramOperation {
        let target: CALayer = layers.isEmpty || random.chance(0.5) ? someParent().layer : random.pick(layers)
        let picture = image().cgImage, rect = CGRect(x: random.double(0...0.5), y: 0, width: random.double(0...1), height: 1)
        let clear = random.chance(0.2)
        return ProgramOperation(name: "contents of \(label(target)), clear \(clear), rect \(rect)") {
            target.contents = clear ? nil : picture
            target.contentsRect = rect
            target.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        }
    }

    func setMask() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let kind = random.int(0...2), frame = rect()
        return ProgramOperation(name: "mask \(kind) of \(label(view)) at \(frame)") {
            switch kind {
            case 0: view.layer.mask = nil
            case 1:
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
                shape.frame = frame
                view.layer.mask = shape
            default:
                let plain = CALayer()
                plain.backgroundColor = UIColor.black.cgColor
                plain.frame = frame
                view.layer.mask = plain
            }
        }
    }

    func animateView() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let duration = random.pick([0, 0.05, 0.2, 0.5, 2]), delay = random.pick([0, 0, 0.1])
        let options = UIView.AnimationOptions(rawValue: UInt(random.int(0...31)) | (UInt(random.int(0...3)) << 16)
                                                | (UInt(random.int(0...7)) << 20))
        let kind = random.int(0...4), frame = rect(), alpha = random.double(0...1), transform = affineTransform()
        return ProgramOperation(name: "UIView animation \(kind) of \(label(view)), \(duration) s, options \(options.rawValue), \(frame)") {
            let change = {
                view.frame = frame
                view.alpha = alpha
                if kind == 2 { view.transform = transform }
                view.backgroundColor = .orange
            }
            // Completions hold their view, as apps' do: one never called would keep it alive.
            let done: (Bool) -> Void = { _ in view.tag += 0 }
            switch kind {
            case 0: UIView.animate(withDuration: duration, delay: delay, options: options, animations: change, completion: done)
            case 1: UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: 0.5, initialSpringVelocity: 1,
                                   options: options, animations: change, completion: done)
            case 2: UIView.animate(withDuration: duration, animations: change)
            case 3: UIView.transition(with: view, duration: duration, options: options.union(.transitionCrossDissolve),
                                      animations: change, completion: done)
            default:
                UIView.animate(withDuration: duration, animations: {
                    change()
                    UIView.performWithoutAnimation { view.center.x += 1 }
                }, completion: done)
            }
        }
    }

    func addAnimation() -> ProgramOperation {
        let target: CALayer = layers.isEmpty || random.chance(0.7) ? someParent().layer : random.pick(layers)
        let keyPath = random.pick(["position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
                                   "shadowOpacity", "transform.rotation.z", "position.x", "zPosition"])
        let kind = random.int(0...4), from = animationValue(for: keyPath), to = animationValue(for: keyPath)
        let duration = random.pick([0, 0.1, 0.4, 1, 3]), key = random.pick(["a", "b", "c", "d"])
        let fill = random.pick([CAMediaTimingFillMode.removed, .forwards, .backwards, .both]), removed = random.chance(0.8)
        let repeats = Float(random.pick([0, 1, 2.5])), reverses = random.chance(0.3), speed = Float(random.pick([1, 1, 2, 0.5, 0]))
        return ProgramOperation(name: "CA animation \(kind) on \(label(target)) \(keyPath) for \(key), \(duration) s, \(from) → \(to)") {
            let animation: CAAnimation
            switch kind {
            case 0, 1:
                let basic = kind == 0 ? CABasicAnimation(keyPath: keyPath) : CASpringAnimation(keyPath: keyPath)
                basic.fromValue = from
                basic.toValue = to
                animation = basic
            case 2:
                let keyframes = CAKeyframeAnimation(keyPath: keyPath)
                keyframes.values = [from, to, from]
                animation = keyframes
            case 3:
                let transition = CATransition()
                transition.type = .push
                transition.subtype = .fromLeft
                animation = transition
            default:
                let group = CAAnimationGroup()
                let part = CABasicAnimation(keyPath: keyPath)
                part.toValue = to
                group.animations = [part]
                animation = group
            }
            animation.duration = duration
            animation.fillMode = fill
            animation.isRemovedOnCompletion = removed
            animation.repeatCount = repeats
            animation.autoreverses = reverses
            animation.speed = speed
            target.add(animation, forKey: key)
        }
    }

    /// A property animator made, or one of the program's driven: started, paused, scrubbed, reversed,
    /// continued, stopped or finished, in any state (those that do not apply are refused).
    func drivePropertyAnimator() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let kind = random.int(0...7), duration = random.pick([0, 0.1, 0.5, 2]), fraction = random.double(-0.2...1.2)
        let frame = rect(), alpha = random.double(0...1), flag = random.chance(0.5)
        let animator = animators.isEmpty || kind == 0 ? nil : random.pick(animators)
        let position = random.pick([UIViewAnimatingPosition.end, .start, .current])
        return ProgramOperation(name: "property animator \(kind) on \(label(view)): \(duration) s, \(fraction), \(flag)") { [self] in
            guard let animator else {
                let made = flag ? UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { view.frame = frame }
                    : UIViewPropertyAnimator(duration: duration, dampingRatio: 0.4) { view.alpha = alpha }
                made.addCompletion { _ in view.tag += 0 }
                made.startAnimation()
                animators.append(made)
                if animators.count > 8 { animators.removeFirst() }
                return
            }
            switch kind {
            case 1: animator.pauseAnimation()
            case 2: animator.fractionComplete = fraction
            case 3: animator.isReversed = flag
            case 4: animator.continueAnimation(withTimingParameters: nil, durationFactor: fraction)
            case 5: animator.stopAnimation(flag)
            case 6: animator.finishAnimation(at: position)
            default: animator.addAnimations { view.center = frame.origin }; animator.startAnimation()
            }
        }
    }

    func removeAnimations() -> ProgramOperation {
        let target = someParent().layer, all = random.chance(0.5), key = random.pick(["a", "b", "c", "d"])
        let speed = Float(random.pick([1, 1, 0, 2]))
        return ProgramOperation(name: "remove animations of \(label(target)) (all: \(all), key \(key)), layer speed \(speed)") {
            if all { target.removeAllAnimations() } else { target.removeAnimation(forKey: key) }
            target.speed = speed
        }
    }

    func requestLayoutOrDisplay() -> ProgramOperation {
        let view = someParent(), kind = random.int(0...4), area = rect()
        return ProgramOperation(name: "layout/display \(kind) of \(label(view)) \(area)") {
            switch kind {
            case 0: view.setNeedsLayout()
            case 1: view.layoutIfNeeded()
            case 2: view.setNeedsDisplay()
            case 3: view.setNeedsDisplay(area)
            default: if view !== self.window { view.sizeToFit() }
            }
        }
    }

    func convertPoint() -> ProgramOperation {
        let from = someParent(), to = someParent(), point = CGPoint(x: coordinate(), y: coordinate()), area = rect()
        return ProgramOperation(name: "convert \(point) from \(label(from)) to \(label(to))") {
            _ = from.convert(point, to: to)
            _ = from.convert(area, from: to)
            _ = from.layer.convert(point, to: nil)
        }
    }

    func hitTest() -> ProgramOperation {
        let point = CGPoint(x: random.double(-10...330), y: random.double(-10...250))
        return ProgramOperation(name: "hit test \(point)") { [self] in _ = window.hitTest(point, with: nil) }
    }

    func readPresentation() -> ProgramOperation {
        let target = someParent().layer
        return ProgramOperation(name: "presentation of \(label(target))") {
            let shown = target.presentation()
            _ = shown?.frame
            _ = shown?.opacity
            _ = shown?.model()
        }
    }

    func configureControl() -> ProgramOperation {
        let controls = views.filter { $0 is UIControl || $0 is UILabel || $0 is UIImageView }
        guard !controls.isEmpty else { return makeView() }
        let control = random.pick(controls), number = random.double(-2...12), flag = random.chance(0.5), picture = image()
        return ProgramOperation(name: "configure \(label(control)) with \(number), \(flag)") {
            switch control {
            case let slider as UISlider: slider.value = Float(number)
            case let toggle as UISwitch: toggle.setOn(flag, animated: flag)
            case let segments as UISegmentedControl: segments.selectedSegmentIndex = Int(number) % 4 - 1
            case let stepper as UIStepper: stepper.value = number
            case let button as UIButton:
                button.setTitle(flag ? "Longer title \(number)" : nil, for: .normal)
                button.isEnabled = !flag
            case let label as UILabel:
                label.numberOfLines = Int(number)
                label.text = flag ? "Text that wraps across lines \(number)" : nil
            case let imageView as UIImageView: imageView.image = flag ? picture : nil
            default: break
            }
        }
    }

    func dropObjects() -> ProgramOperation {
        let count = random.int(1...10)
        return ProgramOperation(name: "drop \(count) views and layers") { [self] in
            dropViews(count)
            dropLayers(count)
        }
    }

    /// Removes the `count` oldest views from their superviews and lets go of them: the hierarchy
    /// stays about `viewLimit` views, so every batch costs about the same.
    func dropViews(_ count: Int) {
        for view in views.prefix(count) { view.removeFromSuperview() }
        views.removeFirst(min(count, views.count))
    }

    /// Removes the `count` oldest layers from their superlayers and lets go of them.
    func dropLayers(_ count: Int) {
        for layer in layers.prefix(count) { layer.removeFromSuperlayer() }
        layers.removeFirst(min(count, layers.count))
    }

    // MARK: The hostile inputs (see HostileInputs)

    func placeFarOffscreen() -> ProgramOperation {
        guard let view = someView() else { return makeView() }
        let place = CGPoint(x: random.pick([1e9, -1e9, 3e7]), y: random.pick([1e9, -2e8, 100])), kind = random.int(0...2)
        return ProgramOperation(name: "far off screen \(kind): \(label(view)) at \(place)") {
            view.center = place
            switch kind {
            case 0: view.alpha = 0.5; view.layer.allowsGroupOpacity = true
                view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            case 1: let mask = CALayer(); mask.frame = view.bounds; mask.backgroundColor = UIColor.black.cgColor; view.layer.mask = mask
            default: view.layer.shadowOpacity = 1; view.layer.shadowRadius = 5
            }
        }
    }

    func leaveTransactionOpen() -> ProgramOperation {
        let commits = openTransactions > 0 && random.chance(0.5)
        return ProgramOperation(name: commits ? "commit an open transaction" : "begin a transaction left open") { [self] in
            if commits {
                CATransaction.commit()
                openTransactions -= 1
            } else {
                CATransaction.begin()
                openTransactions += 1
            }
        }
    }

    func makeDeepChain() -> ProgramOperation {
        ProgramOperation(name: "a chain of \(RandomProgram.deepChainDepth) views") { [self] in
            // Built from the tip up: each view added to one that has no superview yet, so that
            // the cycle check of `addSubview` (a walk up the receiver's ancestors) stays short.
            var root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.backgroundColor = .green
            for _ in 1..<RandomProgram.deepChainDepth {
                let parent = UIView(frame: CGRect(x: 0.001, y: 0, width: 100, height: 100))
                parent.addSubview(root)
                root = parent
            }
            deepChain = root
            madeDeepChain = true
            window.addSubview(root)
        }
    }
}

/// A view that draws (so it has a bitmap).
final class Sketch: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.blue.setStroke()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1)).stroke()
    }
}
