import CoreGraphics

/// Spacing values UIKit chooses for you.
enum LayoutSpacing {
    /// The system spacing between two views (8 points; UIKit varies it between text by font).
    static let system: CGFloat = 8
    /// The standard space between a view and its superview's edge in the visual format language (`|-[view]`).
    static let superviewEdge: CGFloat = 20
}
