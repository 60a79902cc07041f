import CoreGraphics
import Foundation
import QuartzCore
import Testing
import TestStage
import UIKit

// The tests of the client files. The same files build twice, as two test targets: in Swift 5 and in
// Swift 6 language mode (ClientAppSwift5Tests, ClientAppSwift6Tests).

/// The colour of the pixel at (x, y) of `image`, as 0…255 components.
private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
    guard let p = image.cgImage?.pixel(x: x, y: y) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// A headless screen showing `view`, committed at time 100.
@MainActor
private func stage(showing view: UIView) -> Stage {
    let stage = Stage()
    stage.root.addSublayer(view.layer)
    stage.turn(at: 100)
    return stage
}

/// `view` laid out and drawn into an image at scale 1 through `layer.render(in:)`.
@MainActor
private func screenshot(_ view: UIView) -> UIImage {
    view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
        view.layer.render(in: context.cgContext)
    }
}

@Suite("Client code: factories and helpers", .serialized)
@MainActor
struct ClientFactoryTests {
    @Test("Animation factories build their animations on another thread")
    func factoriesOffTheMainThread() async {
        let built = await Task.detached { () -> [String] in
            let pulse = makePulseAnimation()
            let group = makeFadeInGroup(duration: 0.3)
            let tilt = cardTilt(degrees: 30)
            return [pulse.keyPath ?? "", "\(group.animations?.count ?? 0)", "\(tilt.m34 < 0)",
                    "\(Thread.isMainThread)"]
        }.value
        #expect(built == ["transform.scale", "2", "true", "false"])
    }

    @Test("A checkmark image drawn in a free function has its colours where they belong")
    func checkmarkImage() {
        let image = makeCheckmarkImage(side: 40, color: Palette.badge)
        #expect(image.size == CGSize(width: 40, height: 40))
        let edge = rgba(image, 20, 3)
        #expect(edge[0] > 200 && edge[1] < 100 && edge[3] == 255)
        #expect(rgba(image, 0, 0)[3] == 0)
    }

    @Test("A styler object styles a layer it does not own")
    func styler() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        CardStyler(cornerRadius: 10).style(layer, selected: true)
        #expect(layer.cornerRadius == 10 && layer.borderWidth == 2)
        #expect(layer.borderColor == Palette.accent.cgColor)
        #expect(layer.shadowPath?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test("A ring built by a helper draws its arc only as far as the progress")
    func ringBuilder() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.backgroundColor = .white
        let ring = RingBuilder(lineWidth: 10)
        ring.install(in: host.layer)
        ring.layout(in: host.bounds, progress: 0.25)
        let image = screenshot(host)
        let right = rgba(image, 95, 50), left = rgba(image, 5, 50)
        #expect(right[2] > 200 && right[0] < 50)            // the arc reaches three o'clock
        #expect(left[0] > 200 && left[1] > 200 && left[2] > 200 && left[0] < 250)   // only the grey track at nine
    }

    @Test("A shimmer controller adds and removes its animation on a layer it owns")
    func shimmer() {
        let shimmer = ShimmerController()
        shimmer.start()
        #expect(shimmer.gradient.animationKeys() == ["shimmer"])
        #expect((shimmer.gradient.animation(forKey: "shimmer") as? CABasicAnimation)?.keyPath == "locations")
        shimmer.stop()
        #expect(shimmer.gradient.animationKeys() == nil && !shimmer.isRunning)
    }
}

@Suite("Client code: views", .serialized)
@MainActor
struct ClientViewTests {
    @Test("The spinner lays out its arc and spins it")
    func spinner() {
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        spinner.backgroundColor = .white
        spinner.startAnimating()
        let image = screenshot(spinner)
        #expect(spinner.spinningLayer.frame == spinner.bounds)
        #expect(spinner.spinningLayer.animationKeys() == ["spin"])
        #expect(rgba(image, 38, 20)[2] > 200)    // the arc's start, on the right
        #expect(rgba(image, 20, 20) == [255, 255, 255, 255])
        spinner.stopAnimating()
        #expect(spinner.spinningLayer.animationKeys() == nil)
    }

    @Test("The progress ring's own layer property redraws it: more progress, more arc")
    func progressRing() {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let stage = stage(showing: ring)
        defer { stage.tearDown() }
        #expect(ring.layer is ProgressRingLayer)
        var drawn = ring.ringLayer.drawCount
        ring.progress = 0.5
        #expect(ring.layer.needsDisplay())
        stage.turn(at: 100.1)
        #expect(ring.ringLayer.drawCount == drawn + 1)
        let half = screenshot(ring)
        #expect(rgba(half, 56, 30)[3] == 255 && rgba(half, 4, 30)[3] == 0)
        drawn = ring.ringLayer.drawCount
        ring.progress = 1
        stage.turn(at: 100.2)
        #expect(ring.ringLayer.drawCount == drawn + 1)
        #expect(rgba(screenshot(ring), 4, 30)[3] == 255)
        ring.layer.name = "unchanged"
        #expect(!ring.layer.needsDisplay())
    }

    @Test("The badge sizes itself to its count and draws a red pill")
    func badge() {
        let badge = BadgeView(frame: .zero)
        badge.count = 7
        badge.sizeToFit()
        #expect(badge.bounds.size == CGSize(width: 20, height: 20))
        badge.count = 120
        badge.sizeToFit()
        #expect(badge.bounds.width > 20)
        let image = screenshot(badge)
        let middleLeft = rgba(image, 3, 10)
        #expect(middleLeft[0] > 200 && middleLeft[1] < 100 && middleLeft[3] == 255)
        #expect(rgba(image, 0, 0)[3] < 128)
    }

    @Test("The toast fades in with UIView.animate and its completion runs")
    func toast() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stage = stage(showing: host)
        defer { stage.tearDown() }
        var finished: Bool?
        let toast = ToastView(message: "Saved")
        toast.show(in: host) { finished = $0 }
        #expect(toast.superview === host && toast.alpha == 1)
        #expect(toast.bounds.width > 24 && toast.frame.maxY <= host.bounds.maxY)
        #expect(toast.layer.animationKeys()?.isEmpty == false)
        stage.turn(at: 100.1)
        stage.turn(at: 100.5)
        #expect(finished == true)
    }

    @Test("The gradient view's layer is a gradient running from the first colour to the last")
    func gradient() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        view.setColors([.red, .blue])
        let image = screenshot(view)
        let left = rgba(image, 1, 5), right = rgba(image, 98, 5)
        #expect(left[0] > 240 && left[2] < 15)
        #expect(right[2] > 240 && right[0] < 15)
    }

    @Test("The shimmer view starts shimmering in a window and stops outside it")
    func shimmerView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let shimmer = ShimmerView(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        window.addSubview(shimmer)
        #expect(shimmer.shimmer.isRunning)
        shimmer.layoutIfNeeded()
        #expect(shimmer.shimmer.gradient.frame == shimmer.bounds)
        shimmer.removeFromSuperview()
        #expect(!shimmer.shimmer.isRunning)
    }
}

@Suite("Client code: overrides and controls", .serialized)
@MainActor
struct ClientOverrideTests {
    @Test("UIKit calls a view subclass's overrides of the hierarchy, layout and hit-testing methods")
    func viewOverrides() {
        let container = RecordingContainerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        container.addSubview(a)
        container.insertSubview(b, at: 0)
        container.insertSubview(c, aboveSubview: a)
        container.exchangeSubview(at: 0, withSubviewAt: 1)
        container.bringSubviewToFront(b)
        container.sendSubviewToBack(c)
        #expect(container.log.filter { $0 == "didAddSubview" }.count == 3)
        #expect(container.log.contains("insertSubview(aboveSubview:)") && container.log.contains("exchangeSubview"))
        container.clearLog()
        container.layoutIfNeeded()
        #expect(container.log.contains("layoutSubviews"))
        #expect(container.subviews.map(\.frame.minY) == [0, 10, 20])
        container.sizeToFit()
        #expect(container.log.contains("sizeThatFits") && container.bounds.size == CGSize(width: 120, height: 40))
        container.touchMargin = 20
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.addSubview(container)
        #expect(container.log.contains("willMove(toSuperview:)") && container.log.contains("didMoveToSuperview"))
        #expect(parent.hitTest(CGPoint(x: 130, y: 50), with: nil) === container)   // inside the margin
        #expect(container.log.contains("hitTest"))
        container.awakeFromNib()
        container.draw(container.bounds, for: container.viewPrintFormatter())
        #expect(container.log.suffix(3) == ["awakeFromNib", "draw(_:for:)", "draw"])
        container.removeFromSuperview()
        #expect(container.log.last == "removeFromSuperview" || container.log.contains("removeFromSuperview"))
        #expect(container.superview == nil)
    }

    @Test("A view subclass's setNeedsLayout override hears the layout a new subview asks for")
    func setNeedsLayoutOverride() {
        let container = RecordingContainerView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.layoutIfNeeded()
        container.clearLog()
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(container.log == ["setNeedsLayout", "layoutIfNeeded", "layoutSubviews"])
    }

    @Test("A layer subclass with its own initializer overrides init(layer:), needsDisplay(forKey:) and the override points")
    func layerOverrides() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = RecordingLayer(label: "card")
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        stage.root.addSublayer(layer)
        let child = CALayer()
        layer.addSublayer(child)
        stage.turn(at: 100)
        #expect(layer.log.contains("addSublayer") && layer.log.contains("layoutSublayers"))
        #expect(child.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(layer.preferredFrameSize() == CGSize(width: 64, height: 48))
        layer.setValue(CGFloat(1), forKey: "tone")
        #expect(layer.log.last == "setNeedsDisplay")
        stage.turn(at: 100.1)
        #expect(layer.log.suffix(2) == ["display", "draw(in:)"])
        let copy = RecordingLayer(layer: layer)
        #expect(copy.label == "card" && copy.value(forKey: "tone") as? CGFloat == 1)
        layer.opacity = 0.5          // the class's default action for opacity is NSNull: no animation
        #expect(layer.log.contains("action(opacity)") && layer.animationKeys() == nil)
        #expect(layer.presentation().map { type(of: $0) == RecordingLayer.self } == true)
        let point = stage.root.convert(CGPoint(x: 30, y: 5), to: nil)
        #expect(stage.root.hitTest(point) === layer && layer.log.last == "hitTest")
        #expect(stage.root.hitTest(stage.root.convert(CGPoint(x: 100, y: 100), to: nil)) === stage.root)
    }

    @Test("render(in:) of a layer subclass draws through its draw(in:) and its sublayers")
    func renderOverride() {
        let layer = RecordingLayer(label: "tone")
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.setValue(CGFloat(1), forKey: "tone")
        let dot = CALayer()
        dot.backgroundColor = UIColor.green.cgColor
        dot.frame = CGRect(x: 15, y: 15, width: 5, height: 5)
        layer.addSublayer(dot)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
            layer.render(in: context.cgContext)
        }
        #expect(layer.log.contains("render(in:)") && layer.log.contains("draw(in:)"))
        #expect(rgba(image, 2, 2) == [255, 0, 0, 255])
        #expect(rgba(image, 17, 17) == [0, 255, 0, 255])
    }

    @Test("A custom control and a button send their UIActions")
    func controlsWithActions() {
        let controller = RatingViewController()
        _ = controller.view
        controller.ratingControl.select(at: CGPoint(x: 60, y: 12))
        #expect(controller.ratingControl.rating == 3 && controller.changes == 1)
        controller.ratingControl.select(at: CGPoint(x: 60, y: 12))
        #expect(controller.changes == 1)
        controller.submitButton.sendActions(for: .primaryActionTriggered)
        #expect(controller.submitted == [3])
        #expect(controller.submitButton.title(for: .normal) == "Submit")
    }

    @Test("A login form's controller is its fields' delegate: it limits the name's length; text set in code sends no event")
    func loginForm() {
        let controller = LoginViewController()
        _ = controller.view
        let name = controller.usernameField
        name.text = "abcdefghijk"
        #expect(controller.edits == 0 && name.placeholder == "User name" && controller.passwordField.isSecureTextEntry)
        let end = NSRange(location: 11, length: 0)
        #expect(controller.textField(name, shouldChangeCharactersIn: end, replacementString: "l"))
        #expect(!controller.textField(name, shouldChangeCharactersIn: end, replacementString: "lm"))
        name.insertText("l")
        #expect(name.text == "abcdefghijkl" && controller.edits == 1)
    }

    @Test("A notes editor: a text view subclass made with init(frame:textContainer:), its controller the delegate counting words and limiting the length")
    func notesEditor() {
        let controller = NotesViewController()
        _ = controller.view
        let note = controller.noteView
        #expect(note.font == .systemFont(ofSize: 15) && note.textContainerInset.left == 8 && note.textContainer.lineFragmentPadding == 5)
        note.insertText("two words")
        #expect(note.text == "two words" && controller.wordCount == 2)
        let end = NSRange(location: 9, length: 0)
        #expect(controller.textView(note, shouldChangeTextIn: end, replacementText: "\nmore"))
        #expect(!controller.textView(note, shouldChangeTextIn: end, replacementText: String(repeating: "x", count: 200)))
    }

    @Test("An alert built as apps build it: its actions in order with their styles, its secure text field, the preferred action")
    func signOutAlert() {
        let alert = LoginViewController().makeSignOutAlert {}
        #expect(alert.preferredStyle == .alert && alert.title == "Sign out?")
        #expect(alert.actions.map { $0.title ?? "" } == ["Cancel", "Sign Out"] && alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.textFields?.count == 1 && alert.textFields?.first?.isSecureTextEntry == true)
        #expect(alert.preferredAction === alert.actions.last && alert.modalPresentationStyle == .overFullScreen)
    }

    @Test("A CATransaction block's completion runs when its animation ends, and the delegate hears it")
    func transactionBlock() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let observer = AnimationObserver()
        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        CATransaction.setCompletionBlock { completed = true }
        let shake = makeShakeAnimation()
        shake.delegate = observer
        layer.add(shake, forKey: "shake")
        CATransaction.commit()
        stage.turn(at: 100.2)
        #expect(!completed)
        stage.turn(at: 100.5)
        #expect(completed && observer.stopped == [true])
    }
}
