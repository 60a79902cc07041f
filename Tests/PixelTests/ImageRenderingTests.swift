import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// Images on screen: image views and layers showing decoded PNG and JPEG bitmaps.
@Suite("Images on screen", .serialized, .startsClean)
@MainActor
struct ImageRenderingTests {
    @Test("A UIImageView shows its PNG, stretched to its bounds under .scaleToFill, from one shared texture")
    func imageViewShowsImage() throws {
        try withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let image = try #require(UIImage(named: "myImage"))   // 120×80: blue, an orange disc at (40,40) r 30
            let natural = UIImageView(image: image)
            natural.frame.origin = CGPoint(x: 10, y: 10)
            let stretched = UIImageView(frame: CGRect(x: 150, y: 10, width: 240, height: 160))
            stretched.image = UIImage(named: "myImage")
            window.addSubview(natural)
            window.addSubview(stretched)
            let picture = frame(window, renderer)
            let blue = RGB(r: 33, g: 99, b: 219), orange = RGB(r: 255, g: 140, b: 26)
            #expect(picture.rgb(15, 15).isClose(to: blue, tolerance: 40), "\(picture.rgb(15, 15))")
            #expect(picture.rgb(50, 50).isClose(to: orange, tolerance: 40), "\(picture.rgb(50, 50))")
            #expect(picture.rgb(135, 50) == .white && picture.rgb(50, 95) == .white, "nothing outside the image")
            // Stretched twice: the disc's centre moves to (150 + 80, 10 + 80), its radius to 60.
            #expect(picture.rgb(230, 90).isClose(to: orange, tolerance: 40))
            #expect(picture.rgb(230 + 55, 90).isClose(to: orange, tolerance: 40))
            #expect(picture.rgb(380, 20).isClose(to: blue, tolerance: 40))
            #expect(renderer.statistics.liveTextures == 1, "both views show one texture of the named image")
        }
    }

    @Test("Image views place their image by content mode at the image's scale, on 1× and 2× screens")
    func contentModes() throws {
        for screenScale in [1.0, 2.0] {
            SDLPlatform.shared.emulatedScale = screenScale
            defer { SDLPlatform.shared.emulatedScale = 1 }
            try withWindow(size: CGSize(width: 420, height: 200)) { window, renderer in
                let photo = try #require(UIImage(named: "myImage"))   // 120×80 points, blue with an orange disc
                let fit = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                fit.image = photo
                fit.contentMode = .scaleAspectFit                  // 200×133, centred: y 33…167
                let centred = UIImageView(frame: CGRect(x: 210, y: 0, width: 200, height: 200))
                let badge = try #require(UIImage(named: "badge"))  // 32×32 pixels at 2×: 16×16 points
                centred.image = badge
                centred.contentMode = .center                      // x 302…318, y 92…108
                window.addSubview(fit)
                window.addSubview(centred)
                let p = frame(window, renderer)
                func at(_ x: CGFloat, _ y: CGFloat) -> RGB { p.rgb(Int(x * screenScale), Int(y * screenScale)) }
                #expect(at(100, 30) == .white && at(100, 36).b > 150 && at(100, 164).b > 150 && at(100, 170) == .white,
                        "aspect fit at \(screenScale)×")
                #expect(at(2, 100).b > 150 && at(198, 100).b > 150)
                #expect(at(310, 100) == .white, "the badge's white cross at its centre")
                #expect(at(304, 100).r > 180 && at(304, 100).g < 110, "its red disc")
                #expect(at(298, 100) == .white && at(322, 100) == .white && at(310, 88) == .white, "16 points across, not 32")
            }
        }
    }

    @Test("L4: the image layer sits centred in the view and takes no events; L15: the hierarchy viewDidLoad built")
    func listingHierarchies() throws {
        let l4 = ControllerPage(frame: CGRect(x: 0, y: 0, width: 400, height: 300), controller: ImageLayerViewController())
        let imageLayer = try #require(l4.controller.view.layer.sublayers?.first)
        #expect(imageLayer.position == CGPoint(x: 200, y: 150) && imageLayer.bounds.size == CGSize(width: 120, height: 80))
        #expect(imageLayer.contents is CGImage)
        #expect(l4.hitTest(CGPoint(x: 200, y: 150), with: nil) === l4.controller.view, "layers are not hit-tested")

        let l15 = ImageHierarchyViewController()
        _ = ControllerPage(frame: CGRect(x: 0, y: 0, width: 640, height: 480), controller: l15)
        #expect(l15.containerView.frame == CGRect(x: 200, y: 40, width: 240, height: 160))
        #expect(l15.containerView.isAccessibilityElement && l15.containerView.accessibilityLabel == "Images")
        #expect(l15.mainView.superview === l15.containerView && l15.mainView.image?.size == CGSize(width: 240, height: 160))
        #expect(l15.flipToView.superview == nil && l15.flipToView.image != nil, "made ready to flip to, not shown")
    }
}
