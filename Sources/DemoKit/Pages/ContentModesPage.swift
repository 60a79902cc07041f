import UIKit

/// The content modes page: one 80×50 picture, drawn once, shown by thirteen image views in the
/// thirteen content modes, each on a grey cell that shows its bounds, and a resizable image
/// stretched three ways. The compositor places the one cached bitmap; nothing is drawn again.
enum ContentModesPage {
    /// Every content mode, in UIKit's order, with its name.
    static let modes: [(UIView.ContentMode, String)] = [
        (.scaleToFill, "scaleToFill"), (.scaleAspectFit, "scaleAspectFit"), (.scaleAspectFill, "scaleAspectFill"),
        (.redraw, "redraw"), (.center, "center"), (.top, "top"), (.bottom, "bottom"), (.left, "left"),
        (.right, "right"), (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"),
        (.bottomRight, "bottomRight"),
    ]
    static let columns = 5
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 16
    static let top: CGFloat = 34
    static let cellHeight: CGFloat = 74
    static let rowHeight: CGFloat = 108

    /// The frame of the cell showing mode number `index`, on a page of `width`.
    static func cellFrame(_ index: Int, pageWidth width: CGFloat) -> CGRect {
        let cellWidth = ((width - 2 * margin - CGFloat(columns - 1) * spacing) / CGFloat(columns)).rounded(.down)
        return CGRect(x: margin + CGFloat(index % columns) * (cellWidth + spacing),
                      y: top + CGFloat(index / columns) * rowHeight, width: cellWidth, height: cellHeight)
    }

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let page = UIView.demoPage(frame: frame)
        caption("One 80×50 bitmap, drawn once; the compositor places it in each mode", in: page,
                frame: CGRect(x: margin, y: 10, width: frame.width - 2 * margin, height: 16), size: 12)
        let picture = scene()
        for (index, (mode, name)) in modes.enumerated() {
            let cell = cellFrame(index, pageWidth: frame.width)
            let view = UIImageView(frame: cell)
            view.backgroundColor = UIColor(white: 0.88, alpha: 1)
            view.clipsToBounds = true
            view.contentMode = mode
            view.image = picture
            page.addSubview(view)
            caption(".\(name)", in: page, frame: CGRect(x: cell.minX, y: cell.maxY + 3, width: cell.width, height: 14), size: 11)
        }
        // The last row's free cells: a resizable image, its caps kept, its middle stretched two ways.
        let first = cellFrame(modes.count, pageWidth: frame.width), last = cellFrame(3 * columns - 1, pageWidth: frame.width)
        let button = self.button()
        for (width, height, y) in [(last.maxX - first.minX, CGFloat(30), first.minY),
                                   ((last.maxX - first.minX) * 0.6, CGFloat(40), first.minY + 34)] {
            let view = UIImageView(image: button)
            view.frame = CGRect(x: first.minX, y: y, width: width, height: height)
            page.addSubview(view)
        }
        caption("a resizable image, stretched", in: page,
                frame: CGRect(x: first.minX, y: first.maxY + 3, width: last.maxX - first.minX, height: 14), size: 11)
        // Two more: aspect fill without clipping spills over the bounds; contentsRect shows a part.
        let spilling = UIImageView(frame: cellFrame(3 * columns, pageWidth: frame.width))
        spilling.backgroundColor = UIColor(white: 0.88, alpha: 1)
        spilling.contentMode = .scaleAspectFill
        spilling.image = picture
        page.addSubview(spilling)
        caption(".scaleAspectFill, unclipped", in: page, frame: CGRect(x: spilling.frame.minX, y: spilling.frame.maxY + 3,
                                                                     width: 2 * spilling.frame.width, height: 14), size: 11)
        let part = UIImageView(frame: cellFrame(3 * columns + 2, pageWidth: frame.width))
        part.backgroundColor = UIColor(white: 0.88, alpha: 1)
        part.contentMode = .scaleAspectFit
        part.image = picture
        part.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        page.addSubview(part)
        caption("contentsRect: right half", in: page, frame: CGRect(x: part.frame.minX, y: part.frame.maxY + 3,
                                                                  width: 2 * part.frame.width, height: 14), size: 11)
        return page
    }

    /// The picture: sky, a sun at the top left, a house at the right, grass along the bottom, so each
    /// mode's placement, scale and aspect can be read off.
    @MainActor
    static func scene() -> UIImage {
        bitmap(CGSize(width: 80, height: 50)) { renderer in
            let context = renderer.cgContext
            UIColor(red: 0.45, green: 0.7, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 50))
            UIColor(red: 0.2, green: 0.65, blue: 0.25, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 40, width: 80, height: 10))
            UIColor(red: 1, green: 0.85, blue: 0.1, alpha: 1).setFill()
            context.fillEllipse(in: CGRect(x: 6, y: 5, width: 16, height: 16))
            UIColor(red: 0.85, green: 0.2, blue: 0.15, alpha: 1).setFill()
            context.fill(CGRect(x: 50, y: 26, width: 20, height: 14))
            context.move(to: CGPoint(x: 46, y: 27))
            context.addLine(to: CGPoint(x: 60, y: 15))
            context.addLine(to: CGPoint(x: 74, y: 27))
            context.closePath()
            context.fillPath()
        }
    }

    /// A 30×30 rounded button face with 12-point caps: its corners keep their shape however it is stretched.
    @MainActor
    static func button() -> UIImage {
        let face = bitmap(CGSize(width: 30, height: 30)) { _ in
            UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1).setFill()
            UIColor(red: 0.55, green: 0.25, blue: 0, alpha: 1).setStroke()
            let shape = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 28, height: 28), cornerRadius: 10)
            shape.lineWidth = 2
            shape.fill()
            shape.stroke()
        }
        return face.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), resizingMode: .stretch)
    }

    /// An image of `size` pixels (one a point, whatever the screen) drawn by `actions`.
    @MainActor
    static func bitmap(_ size: CGSize, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
    }

    @MainActor
    private static func caption(_ text: String, in page: UIView, frame: CGRect, size: CGFloat) {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.textColor = .darkGray
        page.addSubview(label)
    }
}
