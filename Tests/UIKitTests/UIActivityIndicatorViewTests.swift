import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The spinner's API: styles, colour, starting and stopping, and the compositor animation it adds.
@Suite("UIActivityIndicatorView", .startsClean)
@MainActor
struct UIActivityIndicatorViewTests {
    /// The layer that holds the spokes and turns.
    private func ring(of spinner: UIActivityIndicatorView) throws -> CALayer {
        try #require(spinner.layer.sublayers?.first)
    }

    @Test("Styles size the spinner as UIKit does: medium 20 points, large 37; the deprecated names too")
    func styles() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).sizeThatFits(.zero) == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.gray.rawValue == 2 && UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView(style: .white).color == .white && UIActivityIndicatorView(style: .gray).color == .gray)
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
    }

    @Test("Stopped it is hidden (hidesWhenStopped); started it shows and turns by a compositor animation")
    func startStop() throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(!spinner.isAnimating && spinner.isHidden && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        let spin = try #require(try ring(of: spinner).animation(forKey: UIActivityIndicatorView.spinKey) as? CAKeyframeAnimation)
        #expect(spin.calculationMode == .discrete && spin.values?.count == 12 && spin.repeatCount == .infinity && spin.duration == 1)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        #expect(try ring(of: spinner).animationKeys() == nil)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test("Twelve spokes take the colour; nil brings back the style's")
    func colour() throws {
        let spinner = UIActivityIndicatorView(style: .large)
        let spokes = try #require(try ring(of: spinner).sublayers)
        #expect(spokes.count == 12)
        spinner.color = .red
        #expect(spokes.allSatisfy { $0.backgroundColor == UIColor.red.cgColor })
        #expect(spokes[0].opacity == 1 && spokes[11].opacity < spokes[1].opacity, "fading behind the leading spoke")
        spinner.color = nil
        #expect(spinner.color == .gray)
    }

    @Test("Leaving and re-entering a window keeps a started spinner turning")
    func windowRoundTrip() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let spinner = UIActivityIndicatorView(style: .medium)
        window.addSubview(spinner)
        spinner.startAnimating()
        spinner.removeFromSuperview()
        window.addSubview(spinner)
        #expect(try ring(of: spinner).animation(forKey: UIActivityIndicatorView.spinKey) != nil)
    }
}
