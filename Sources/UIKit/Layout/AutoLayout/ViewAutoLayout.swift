/// What a view that takes part in Auto Layout keeps; views that never do have none (a nil reference).
@MainActor
final class ViewAutoLayout {
    /// The engine's unknowns for the view, once a constraint names it.
    var variables: ItemVariables?
    /// The constraints installed on the view (`UIView.constraints`), in activation order.
    var installed: [NSLayoutConstraint] = []
    /// The guides the view owns (`UIView.layoutGuides`).
    var guides: [UILayoutGuide] = []
    /// Content hugging by axis (horizontal, vertical); 250 as for views made in code.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance by axis; 750.
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
}
