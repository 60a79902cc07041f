import Foundation

/// The buttons a swiped row reveals beside its sliding content, one per action in its colour with
/// its title in white, the first nearest the edge the row was swiped from. They share the revealed
/// width in proportion to their own widths; past a full swipe the first takes all of it.
@MainActor
final class SwipeActionsView: UIView {
    /// Space each side of a button's title, and the least width of a button (Casement's choices
    /// after iOS's look; README.md lists them).
    static let titlePadding: CGFloat = 15
    static let minimumButtonWidth: CGFloat = 74
    static let titleFont = UIFont.systemFont(ofSize: 15)

    let configuration: UISwipeActionsConfiguration
    /// Whether the buttons are at the row's leading edge (revealed by a rightward drag).
    let isLeading: Bool
    /// One per action, in the configuration's order.
    private(set) var buttons: [UIView] = []
    private var titles: [UILabel] = []
    private let ownWidths: [CGFloat]

    /// The buttons' widths added up: how far the row slides when it stays open.
    var buttonsWidth: CGFloat { ownWidths.reduce(0, +) }

    init(configuration: UISwipeActionsConfiguration, isLeading: Bool) {
        self.configuration = configuration
        self.isLeading = isLeading
        var widths: [CGFloat] = []
        var buttons: [UIView] = []
        var titles: [UILabel] = []
        for action in configuration.actions {
            let title = UILabel()
            title.text = action.title
            title.font = Self.titleFont
            title.textColor = .white
            title.sizeToFit()
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            button.clipsToBounds = true
            button.addSubview(title)
            widths.append(max(Self.minimumButtonWidth, (title.bounds.width + 2 * Self.titlePadding).rounded(.up)))
            buttons.append(button)
            titles.append(title)
        }
        ownWidths = widths
        super.init(frame: .zero)
        clipsToBounds = true
        self.buttons = buttons
        self.titles = titles
        buttons.forEach(addSubview)
    }

    required init?(coder: NSCoder) { nil }

    /// Places the buttons in the view's width; `fullSwipe` gives it all to the first.
    func placeButtons(fullSwipe: Bool) {
        let width = bounds.width, total = buttonsWidth
        var edge = isLeading ? 0 : width
        for (index, button) in buttons.enumerated() {
            let share = fullSwipe ? (index == 0 ? width : 0) : (total > 0 ? ownWidths[index] * width / total : 0)
            button.frame = CGRect(x: isLeading ? edge : edge - share, y: 0, width: share, height: bounds.height)
            edge += isLeading ? share : -share
            let title = titles[index]
            title.center = CGPoint(x: button.bounds.midX, y: button.bounds.midY)
        }
    }

    /// The index of the button under `point` (in this view), or nil.
    func button(at point: CGPoint) -> Int? {
        buttons.firstIndex { $0.frame.width > 0 && $0.frame.contains(point) }
    }
}
