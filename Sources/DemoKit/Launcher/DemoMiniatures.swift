import UIKit

/// Pictures of demos' pages for the launcher's cards, each made the first time its card shows (so
/// the cost follows the cards on screen, not the catalogue) and kept. A page is built at the size it
/// would have when pushed, laid out, and drawn by `CALayer.render(in:)` into a picture of the
/// miniature's size; it never enters a window, so nothing it starts on appearing (a listing's
/// animation, the showcase's windows) runs, and once drawn it is gone.
@MainActor
final class DemoMiniatures {
    /// The size pages are built at: the launcher's view's.
    var pageSize: CGSize
    private var pictures: [String: UIImage] = [:]

    init(pageSize: CGSize) {
        self.pageSize = pageSize
    }

    /// How many pages have been drawn so far.
    var count: Int { pictures.count }

    /// `demo`'s page drawn `width` points wide (the first time it is asked for; later at the width it
    /// had then); nil for a demo whose page is not drawn in miniature (`Demo.showsMiniature`).
    func picture(of demo: Demo, width: CGFloat) -> UIImage? {
        guard demo.showsMiniature, pageSize.width > 0, pageSize.height > 0 else { return nil }
        if let picture = pictures[demo.id] { return picture }
        let page = demo.make(CGRect(origin: .zero, size: pageSize))
        page.layoutIfNeeded()
        let reduction = width / pageSize.width
        let picture = UIGraphicsImageRenderer(size: CGSize(width: width, height: pageSize.height * reduction)).image { context in
            context.cgContext.scaleBy(x: reduction, y: reduction)
            page.layer.render(in: context.cgContext)
        }
        pictures[demo.id] = picture
        return picture
    }
}
