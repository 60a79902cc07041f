import Testing
@testable import UIKit

@Suite("Resizable images", .startsClean)
@MainActor
struct UIImageResizableTests {
    private func bitmap(width: Int, height: Int) -> CGImage {
        CGContext(pixelWidth: width, pixelHeight: height, scale: 1)!.makeImage()!
    }

    @Test("Cap insets become the image's stretchable middle, in unit coordinates of its size in points")
    func stretchableCenter() {
        let image = UIImage(cgImage: bitmap(width: 40, height: 20), scale: 2, orientation: .up)   // 20×10 points
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
        #expect(image.stretchableCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 5, bottom: 3, right: 5), resizingMode: .stretch)
        #expect(resizable.cgImage === image.cgImage && resizable.scale == 2 && resizable.size == image.size)
        #expect(resizable.resizingMode == .stretch && resizable.capInsets.left == 5)
        #expect(resizable.stretchableCenter == CGRect(x: 0.25, y: 0.2, width: 0.5, height: 0.5))
        #expect(image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)).resizingMode == .tile)
    }

    @Test("Caps larger than the image are cut to it; negative caps count as zero")
    func oversizedCaps() {
        let image = UIImage(cgImage: bitmap(width: 10, height: 10))
        let huge = image.resizableImage(withCapInsets: UIEdgeInsets(top: -4, left: 8, bottom: 0, right: 8), resizingMode: .stretch)
        #expect(huge.stretchableCenter == CGRect(x: 0.8, y: 0, width: 0, height: 1))
    }

    @Test("An image view shows a resizable image through its layer's contentsCenter")
    func imageViewUsesContentsCenter() {
        let image = UIImage(cgImage: bitmap(width: 30, height: 30))
        let view = UIImageView(image: image.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        #expect(view.layer.contentsCenter == CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
        view.image = image
        #expect(view.layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
