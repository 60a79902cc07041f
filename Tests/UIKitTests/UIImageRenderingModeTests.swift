import Foundation
import Testing
@testable import UIKit

/// Rendering modes, tinted images and template images in image views (images from `twoColourBitmap`:
/// opaque red on the left, half-transparent blue on the right).
@Suite("Image rendering modes", .startsClean)
@MainActor
struct UIImageRenderingModeTests {
    private let image = UIImage(cgImage: twoColourBitmap(), scale: 2, orientation: .up)

    /// The premultiplied pixel of `bitmap` at the middle of its left and right halves.
    private func halves(_ bitmap: CGImage?) -> [[UInt8]] {
        guard let bitmap else { return [] }
        return [bitmap.width / 4, bitmap.width * 3 / 4].map { x in
            bitmap.pixel(x: x, y: bitmap.height / 2).map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? []
        }
    }

    @Test("Images start automatic; withRenderingMode changes only the mode, and resizing keeps it")
    func modes() {
        #expect(image.renderingMode == .automatic && UIImage().renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
        #expect(template.cgImage === image.cgImage && template.size == image.size && template.scale == 2)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(template.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).renderingMode == .alwaysTemplate)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2 && UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
    }

    @Test("withTintColor fills the image's alpha with the colour and keeps the mode, or takes the one given")
    func withTintColor() {
        let green = image.withRenderingMode(.alwaysTemplate).withTintColor(.green)
        #expect(halves(green.cgImage) == [[0, 255, 0, 255], [0, 128, 0, 128]])
        #expect(green.renderingMode == .alwaysTemplate && green.size == image.size)
        #expect(image.withTintColor(.green, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test("An image view shows a template image in its tint colour, again when the tint changes, and other images as they are")
    func imageViewTint() {
        let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        #expect(halves(view.layer.contents as? CGImage) == [[0, 0, 255, 255], [0, 0, 128, 128]])
        view.tintColor = .green
        #expect(halves(view.layer.contents as? CGImage) == [[0, 255, 0, 255], [0, 128, 0, 128]])

        view.image = image
        #expect((view.layer.contents as? CGImage) === image.cgImage, "automatic: as it is")
        view.image = image.withRenderingMode(.alwaysOriginal)
        #expect(halves(view.layer.contents as? CGImage) == [[255, 0, 0, 255], [0, 0, 128, 128]])
    }

    @Test("A button shows a template image in its tint colour, through its image view")
    func buttonTint() throws {
        let button = UIButton(type: .system)
        button.setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
        button.tintColor = .red
        let imageView = try #require(button.imageView)
        #expect(halves(imageView.layer.contents as? CGImage) == [[255, 0, 0, 255], [128, 0, 0, 128]])
        button.tintColor = .blue
        #expect(halves(imageView.layer.contents as? CGImage) == [[0, 0, 255, 255], [0, 0, 128, 128]])
    }

    @Test("A symbol image shows in the tint colour of its image view unless tinted itself")
    func symbolTint() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let view = UIImageView(image: star)
        view.tintColor = .red
        let shown = try #require(view.layer.contents as? CGImage)
        let colours = Set((0..<shown.width).compactMap { shown.pixel(x: $0, y: shown.height / 2) }.filter { $0.alpha == 255 }.map { [$0.red, $0.green, $0.blue] })
        #expect(colours == [[255, 0, 0]])

        let green = star.withTintColor(.green)
        #expect(!green.drawsAsTemplate, "it keeps its own colour")
    }
}
