/// What each animated layer shows.
enum BenchVariant: String, CaseIterable {
    /// A distinct background colour per layer.
    case solid
    /// One shared 48×48 image.
    case textured
}
