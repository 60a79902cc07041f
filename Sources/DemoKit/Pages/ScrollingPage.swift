import UIKit

/// The scrolling page: a long article in a scroll view under the page's title — twenty sections,
/// each a coloured band with a heading and a paragraph, a button halfway down, then a paging
/// carousel and a photo to zoom. Drag it, fling it past the ends, turn the wheel, use a touchpad or the keys;
/// pinch or Ctrl+wheel the photo. The scroll view's delegate calls are kept in
/// `log` ("willEndDragging 0,579"), so tests compare what happened with what UIKit does.
final class ScrollingPage: UIView, UIScrollViewDelegate {
    nonisolated static let demoID = "scrolling"

    /// The scroll view holding the article.
    let scrollView: UIScrollView
    /// The button in the middle of the article.
    let button = UIButton(type: .system)
    /// The carousel after the sections: five pages side by side, turned one at a time.
    let carousel: UIScrollView
    /// The zoomable photo at the end of the article.
    let photo: ZoomablePhoto
    /// The delegate's calls and the button's taps, in order (`scrollViewDidScroll` is left out).
    private(set) var log: [String] = []
    /// The target offset `scrollViewWillEndDragging` was last given.
    private(set) var lastTarget: CGPoint?

    /// Where the article starts on the page: under the title.
    static let articleTop: CGFloat = 50
    /// Each section's height, and how many there are.
    static let sectionHeight: CGFloat = 160
    static let sectionCount = 20
    /// The carousel's and the photo's heights, the carousel's pages, and the room above each for its caption.
    static let carouselHeight: CGFloat = 200
    static let carouselPages = 5
    static let photoHeight: CGFloat = 300
    static let captionHeight: CGFloat = 40

    /// The colour of section `index`'s band: a cycle of six, so a test knows which it sees.
    static func bandColor(_ index: Int) -> UIColor {
        let hues: [CGFloat] = [0.0, 0.1, 0.3, 0.5, 0.62, 0.8]
        return UIColor(hue: hues[index % hues.count], saturation: 0.55, brightness: 0.95, alpha: 1)
    }

    override init(frame: CGRect) {
        scrollView = UIScrollView(frame: CGRect(x: 0, y: Self.articleTop, width: frame.width, height: frame.height - Self.articleTop))
        let carouselTop = CGFloat(Self.sectionCount) * Self.sectionHeight + Self.captionHeight
        carousel = UIScrollView(frame: CGRect(x: 20, y: carouselTop, width: frame.width - 40, height: Self.carouselHeight))
        let photoTop = carouselTop + Self.carouselHeight + Self.captionHeight
        photo = ZoomablePhoto(frame: CGRect(x: 20, y: photoTop, width: frame.width - 40, height: Self.photoHeight))
        super.init(frame: frame)
        backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: frame.width - 40, height: 28))
        title.text = "Scrolling: drag, fling, the wheel or a touchpad"
        title.font = .boldSystemFont(ofSize: 18)
        addSubview(title)
        scrollView.backgroundColor = UIColor(white: 0.97, alpha: 1)
        scrollView.delegate = self
        addSubview(scrollView)
        for index in 0..<Self.sectionCount { addSection(index) }
        addCaption("A carousel: drag or fling it sideways, a page at a time", above: carouselTop)
        setUpCarousel()
        addCaption("A photo: pinch it or Ctrl+wheel over it to zoom", above: photoTop)
        scrollView.addSubview(photo)
        scrollView.contentSize = CGSize(width: frame.width, height: photo.frame.maxY + 20)
        button.setTitle("Tap me inside the scroll view", for: .normal)
        button.frame = CGRect(x: 20, y: Self.sectionHeight * 2 + 110, width: 260, height: 36)
        button.backgroundColor = .white
        button.addAction(UIAction { [unowned self] _ in log.append("button tapped") }, for: .touchUpInside)
        scrollView.addSubview(button)
    }

    required init?(coder: NSCoder) { nil }

    /// The section's frame in the article.
    static func sectionFrame(_ index: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: CGFloat(index) * sectionHeight, width: width, height: sectionHeight)
    }

    private func addSection(_ index: Int) {
        let frame = Self.sectionFrame(index, width: bounds.width)
        let band = UIView(frame: CGRect(x: 0, y: frame.minY, width: frame.width, height: 40))
        band.backgroundColor = Self.bandColor(index)
        scrollView.addSubview(band)
        let heading = UILabel(frame: CGRect(x: 20, y: 8, width: frame.width - 40, height: 24))
        heading.text = "Section \(index + 1)"
        heading.font = .boldSystemFont(ofSize: 16)
        band.addSubview(heading)
        let paragraph = UILabel(frame: CGRect(x: 20, y: frame.minY + 48, width: frame.width - 40, height: 60))
        paragraph.numberOfLines = 3
        paragraph.font = .systemFont(ofSize: 13)
        paragraph.text = "Content offset is the bounds origin: this paragraph does not move, the scroll view's bounds do. "
            + "Past either end the article follows the finger at a little over half speed and springs back."
        scrollView.addSubview(paragraph)
    }

    private func addCaption(_ text: String, above top: CGFloat) {
        let caption = UILabel(frame: CGRect(x: 20, y: top - 32, width: bounds.width - 40, height: 24))
        caption.text = text
        caption.font = .boldSystemFont(ofSize: 16)
        scrollView.addSubview(caption)
    }

    /// Fills the carousel with its pages, each in a colour of the bands, and turns paging on.
    private func setUpCarousel() {
        let size = carousel.bounds.size
        for index in 0..<Self.carouselPages {
            let page = UILabel(frame: CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height))
            page.backgroundColor = Self.bandColor(index + 2)
            page.text = "Page \(index + 1) of \(Self.carouselPages)"
            page.textAlignment = .center
            page.font = .boldSystemFont(ofSize: 24)
            carousel.addSubview(page)
        }
        carousel.contentSize = CGSize(width: size.width * CGFloat(Self.carouselPages), height: size.height)
        carousel.isPagingEnabled = true
        scrollView.addSubview(carousel)
    }

    private func note(_ call: String, _ scrollView: UIScrollView) {
        log.append("\(call) \(Int(scrollView.contentOffset.x.rounded())),\(Int(scrollView.contentOffset.y.rounded()))")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        lastTarget = targetContentOffset.pointee
        note("willEndDragging", scrollView)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))", scrollView)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating", scrollView) }
}
