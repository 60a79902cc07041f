import CoreGraphics

/// The engine's unknowns for one view or layout guide: its alignment rectangle's origin (in its
/// superview's or owning view's coordinates) and size, and the engine constraints made for it.
@MainActor
final class ItemVariables {
    let minX: EngineSymbol
    let minY: EngineSymbol
    let width: EngineSymbol
    let height: EngineSymbol
    /// Required equations that fix the item from outside: a translating view's frame (x, y, width,
    /// height), or how a system guide insets its view.
    var definition: [EngineConstraint] = []
    /// The content-size inequalities (hugging and compression resistance, per axis with a value).
    var intrinsic: [EngineConstraint] = []
    /// The weakest pulls moving free unknowns to another solution (`exerciseAmbiguityInLayout()`).
    var exercise: [EngineConstraint] = []
    /// The intrinsic size and priorities `intrinsic` was made for.
    var intrinsicKey: IntrinsicKey?
    /// The active constraints naming the item.
    var constraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

    /// What the content-size constraints depend on; a change of anything but the sizes rebuilds them.
    struct IntrinsicKey: Equatable {
        var size: CGSize
        var priorities: [Float]
    }

    init(_ solver: SimplexSolver) {
        minX = solver.makeVariable()
        minY = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    var unknowns: [EngineSymbol] { [minX, minY, width, height] }
    /// The origin variable of `axis`.
    func origin(_ axis: NSLayoutConstraint.Axis) -> EngineSymbol { axis == .horizontal ? minX : minY }
    /// The size variable of `axis`.
    func size(_ axis: NSLayoutConstraint.Axis) -> EngineSymbol { axis == .horizontal ? width : height }
}
