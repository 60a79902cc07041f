import Foundation

/// The region a text view lays its text out in: as wide as the view less its
/// `textContainerInset` (`widthTracksTextView`), with `lineFragmentPadding` (5 points) kept clear
/// at each side of every line (Text rule 16). Casement has the members a text view's layout
/// reads; a change of any of them lays the view's text out again. Casement keeps it on the main
/// actor, with the view it tells.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; a text view that tracks its width sets the width as it resizes.
    open var size: CGSize { didSet { textView?.textContainerDidChange() } }
    /// The space kept clear at the start and the end of each line (5 points by default).
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textContainerDidChange() } }
    /// The most lines laid out; 0 (the default) for no limit.
    open var maximumNumberOfLines = 0 { didSet { textView?.textContainerDidChange() } }
    /// How lines break (`.byWordWrapping` by default).
    open var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { textView?.textContainerDidChange() } }
    /// Whether the width follows the text view's (true in a text view).
    open var widthTracksTextView = false { didSet { textView?.textContainerDidChange() } }
    /// Whether the height follows the text view's (false: it grows with the text).
    open var heightTracksTextView = false { didSet { textView?.textContainerDidChange() } }

    /// The text view laying text out in the container.
    weak var textView: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of zero size.
    public override convenience init() { self.init(size: .zero) }
}
