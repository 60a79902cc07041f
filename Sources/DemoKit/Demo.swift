import UIKit

/// One page of the launcher: a listing from SEED-LISTINGS.md (or a showcase), built into a view
/// the size of the demo window.
struct Demo: Sendable {
    /// The identifier the command line uses (L1, L2, …).
    let id: String
    let title: String
    /// Builds the demo's view hierarchy filling `frame`.
    let make: @MainActor @Sendable (CGRect) -> UIView
    /// Whether the launcher's card draws a miniature of the page (false where building the page
    /// does more than build it: L14's opens a window on an external display).
    var showsMiniature = true
}

/// Every demo, in launcher order.
enum DemoCatalog {
    static let all: [Demo] = [
        Demo(id: "L1", title: "L1 — a window with two squares", make: TwoSquaresDemo.make),
        Demo(id: "L2", title: "L2 — custom drawing: a border view", make: BorderViewDemo.make),
        Demo(id: "L3", title: "L3 — rotate 45° about the centre", make: RotationDemo.make),
        Demo(id: "L4", title: "L4 — a layer of your own with an image", make: ImageLayerDemo.make),
        Demo(id: "L5", title: "L5 — layerClass: a 100,000-point tiled view", make: TiledViewDemo.make),
        Demo(id: "L6", title: "L6 — block animation: cross-fade two views", make: CrossFadeDemo.make),
        Demo(id: "L7", title: "L7 — fade out, then in after a second", make: ChainedFadeDemo.make),
        Demo(id: "L8", title: "L8 — begin/commit with a delegate that chains", make: BeginCommitDemo.make),
        Demo(id: "L9", title: "L9 — nested blocks, repeat 2.5 times", make: NestedRepeatDemo.make),
        Demo(id: "L10", title: "L10 — change a property mid-animation", make: RetargetDemo.make),
        Demo(id: "L11", title: "L11 — swap a container's text behind a page curl", make: PageCurlDemo.make),
        Demo(id: "L12", title: "L12 — replace one view with another behind a flip", make: FlipReplaceDemo.make),
        Demo(id: "L13", title: "L13 — view and layer animated together", make: ViewAndLayerDemo.make),
        Demo(id: "L14", title: "L14 — a window on the external display", make: ExternalDisplayDemo.make, showsMiniature: false),
        Demo(id: "L15", title: "L15 — an image hierarchy built in viewDidLoad", make: ImageHierarchyDemo.make),
        Demo(id: "text", title: "Text — fonts, alignments, truncation, lines", make: TextPage.make),
        Demo(id: "textinput", title: "Text input — fields of every border style, a log of their events", make: { TextInputPage(frame: $0) }),
        Demo(id: "modes", title: "Content modes — one bitmap in all 13 modes", make: ContentModesPage.make),
        Demo(id: "styling", title: "Layer styling — corners, borders, shadows, masks, 3D", make: LayerStylingPage.make),
        Demo(id: "layers", title: "Replicator, emitter and blur — CAReplicatorLayer, CAEmitterLayer, UIVisualEffectView", make: LayersPage.make),
        Demo(id: "curves", title: "Timing curves and a spring", make: TimingCurvesPage.make),
        Demo(id: "gestures", title: "Gestures — drag, pinch, rotate, swipe, long-press, double-tap", make: { GesturesPage(frame: $0) }),
        Demo(id: ScrollingPage.demoID, title: "Scrolling — a long article: drag, fling, wheel", make: { ScrollingPage(frame: $0) }),
        Demo(id: ListsPage.demoID, title: "Lists — a table of 1,000,000 rows in sections with floating headers and swipe to delete, and a grid", make: { ListsPage(frame: $0) }),
        Demo(id: PlaygroundPage.demoID, title: "Playground — tiles, controls, a live log of every event", make: { PlaygroundPage(frame: $0) }),
        Demo(id: "transitions", title: "Transitions — one tile each, and slow motion", make: TransitionsPage.make),
        Demo(id: "navigation", title: "Navigation — a list pushing details, a bar with a back button", make: { NavigationPage(frame: $0) }),
        Demo(id: ShowcasePage.demoID, title: "Showcase — controls and a presentation, on two screens", make: { ShowcasePage(frame: $0) }),
        Demo(id: AutoLayoutPage.demoID, title: "Auto Layout — a form and tiles that reflow, a slider animating a constant", make: { AutoLayoutPage(frame: $0) }),
    ]

    static func demo(id: String) -> Demo? {
        all.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}

extension UIView {
    /// A demo page: a white view filling the demo window.
    @MainActor
    static func demoPage(frame: CGRect) -> UIView {
        let page = UIView(frame: frame)
        page.backgroundColor = .white
        return page
    }
}

/// The base of listings written as a view controller: its view loads at the demo page's size, as a
/// full-screen controller's view would, so `viewDidLoad` sees the final bounds.
class ListingViewController: UIViewController {
    fileprivate var pageFrame = CGRect.zero

    override func loadView() {
        view = UIView(frame: pageFrame)
    }
}

/// A demo page that owns a listing's view controller and shows its view.
final class ControllerPage: UIView {
    let controller: ListingViewController

    init(frame: CGRect, controller: ListingViewController) {
        self.controller = controller
        super.init(frame: frame)
        backgroundColor = .white
        controller.pageFrame = bounds
        let content: UIView = controller.view
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }
}
