import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// `UIVisualEffectView`'s structure and what it asks the compositor for; the pixels are in
/// PixelTests' "Replicator, emitter and blur on screen".
@Suite("UIVisualEffectView", .serialized, .startsClean)
@MainActor
struct UIVisualEffectViewTests {
    private func backdrop(of view: UIVisualEffectView) -> Backdrop? {
        if case .backdrop(let backdrop)? = view.layer.properties.effect { return backdrop }
        return nil
    }

    @Test("The content view fills the effect view as it is resized, and is its only subview")
    func contentViewFills() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        view.layoutIfNeeded()
        #expect(view.subviews.count == 1 && view.subviews.first === view.contentView && view.contentView.frame == view.bounds)
        view.bounds.size = CGSize(width: 80, height: 40)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test("A blur effect asks for its style's blur and tint; changing the effect changes them; nil asks for none")
    func effectToBackdrop() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        #expect(backdrop(of: view) == Backdrop(sigma: 10, tint: UIBlurEffect.Style.dark.tint.rgba))
        #expect(UIBlurEffect.Style.dark.tint.rgba.red < 0.2 && UIBlurEffect.Style.light.tint.rgba.red == 1)
        view.effect = UIBlurEffect(style: .systemUltraThinMaterial)
        #expect(backdrop(of: view)?.sigma == 6)
        view.effect = nil
        #expect(backdrop(of: view) == nil)
        view.effect = UIVisualEffect()
        #expect(backdrop(of: view) == nil, "an effect that is not a blur blurs nothing")
    }

    @Test("UIVisualEffectView() and (frame:) have no effect; a vibrancy effect, nested in a blur's content, asks for no blur of its own")
    func noEffectAndVibrancy() {
        let plain = UIVisualEffectView()
        #expect(plain.effect == nil && plain.frame == .zero && plain.subviews.first === plain.contentView && backdrop(of: plain) == nil)
        #expect(UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 30, height: 20)).contentView.frame.size == CGSize(width: 30, height: 20))

        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        let vibrancyView = UIVisualEffectView(effect: vibrancy)
        blurView.contentView.addSubview(vibrancyView)
        #expect(backdrop(of: vibrancyView) == nil && backdrop(of: blurView) != nil)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect === blur)
        #expect(UIVibrancyEffect(blurEffect: blur).style == .label && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test("Blur styles keep UIKit's raw values")
    func rawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    }
}
