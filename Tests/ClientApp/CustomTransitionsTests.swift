import Testing
import UIKit

@Suite("Client code: custom transitions", .serialized)
@MainActor
struct CustomTransitionsTests {
    @Test("An app's animator, navigation delegate and transitioning delegate compile and answer as written")
    func delegates() {
        let navigator = FadingNavigator()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = navigator
        let a = UIViewController(), b = UIViewController()
        #expect(navigator.navigationController(navigation, animationControllerFor: .push, from: a, to: b) is FadeTransition)
        #expect(navigator.navigationController(navigation, animationControllerFor: .pop, from: b, to: a) == nil)
        navigation.loadViewIfNeeded()
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        let card = UIViewController()
        let transitions = CardTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        #expect(transitions.animationController(forPresented: card, presenting: a, source: a)?.transitionDuration(using: nil) == 0.25)
        #expect(card.transitioningDelegate === transitions)
    }

    @Test("Snapshots as apps take them: a zoom animator's snapshot of a view off screen is an empty view of its size; a thumbnail drawn with drawHierarchy has the size asked for")
    func snapshots() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.backgroundColor = .blue
        _ = ZoomTransition(from: view)
        #expect(view.snapshotView(afterScreenUpdates: true)?.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(view.thumbnail(of: CGSize(width: 20, height: 10)).size == CGSize(width: 20, height: 10))
    }

    @Test("A controller fading its header along the transition that shows it: shown at once without a coordinator")
    func fadingHeader() {
        let screen = FadingHeaderController()
        screen.beginAppearanceTransition(true, animated: false)
        #expect(screen.transitionCoordinator == nil && screen.header.alpha == 1 && !screen.fadeFinished)
        screen.endAppearanceTransition()
    }
}
