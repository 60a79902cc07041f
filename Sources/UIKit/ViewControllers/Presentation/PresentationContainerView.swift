/// The view a presented view lives in until dismissed, and goes with: the window-filling view a
/// custom presentation's animator works in, or the clipping view over a current-context
/// presentation's context.
@MainActor
final class PresentationContainerView: UIView {}
