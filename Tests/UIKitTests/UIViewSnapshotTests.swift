import Testing
@testable import UIKit

/// `drawHierarchy(in:afterScreenUpdates:)` draws a view and its subviews into the current context
/// (cairo, from the model values); snapshots refuse rectangles they cannot show.
@Suite("View snapshots", .serialized, .startsClean)
@MainActor
struct UIViewSnapshotTests {
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image.cgImage?.pixel(x: x, y: y) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    /// A 60×40 red view with a blue 20×20 square in its top-left corner, in no window.
    private func source() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .red
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        corner.backgroundColor = .blue
        view.addSubview(corner)
        return view
    }

    @Test("drawHierarchy draws the view and its subviews scaled into the rectangle, placed in the context; true")
    func drawHierarchy() {
        let view = source()
        var drawn = false
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { _ in
            drawn = view.drawHierarchy(in: CGRect(x: 10, y: 10, width: 30, height: 20), afterScreenUpdates: true)
        }
        #expect(drawn)
        #expect(rgba(image, 5, 5) == [0, 0, 0, 0], "nothing outside the rectangle")
        #expect(rgba(image, 12, 12) == [0, 0, 255, 255], "the square, at half size: \(rgba(image, 12, 12))")
        #expect(rgba(image, 22, 12) == [255, 0, 0, 255] && rgba(image, 12, 22) == [255, 0, 0, 255], "its 10 points end at x, y = 20")
        #expect(rgba(image, 38, 28) == [255, 0, 0, 255], "the view fills the rectangle")
    }

    @Test("drawHierarchy lays the view out first after screen updates")
    func drawHierarchyLaysOut() {
        final class Laying: UIView {
            let square = UIView()
            override func layoutSubviews() { square.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10) }
        }
        let view = Laying(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.square.backgroundColor = .blue
        view.addSubview(view.square)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(rgba(image, 35, 5) == [0, 0, 255, 255], "the square laid out at the right edge: \(rgba(image, 35, 5))")
    }

    @Test("Bad input: drawHierarchy with no current context or an empty view, a resizable snapshot of an empty or non-finite rectangle: false or nil, each said")
    func badInput() {
        let view = source()
        var results: [Bool] = []
        let messages = Diagnostics.recording {
            results.append(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                results.append(UIView().drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
                results.append(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), afterScreenUpdates: false))
            }
            #expect(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
            #expect(view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5),
                                               afterScreenUpdates: false, withCapInsets: .zero) == nil)
        }
        #expect(results == [false, false, false])
        #expect(messages.count == 5, "\(messages)")
    }
}
