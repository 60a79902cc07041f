/// The window-filling view a custom presentation's animator works in: the presented view lives in
/// it until dismissed, and it goes with that view.
@MainActor
final class PresentationContainerView: UIView {}
