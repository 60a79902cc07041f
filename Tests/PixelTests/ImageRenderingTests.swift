import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Images on screen: image views and layers showing decoded PNG and JPEG bitmaps.
@Suite("Images on screen", .serialized)
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
}
