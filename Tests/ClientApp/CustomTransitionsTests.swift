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

    @Test("A controller fading its header along the transition that shows it: shown at once without a coordinator")
    func fadingHeader() {
        let screen = FadingHeaderController()
        screen.beginAppearanceTransition(true, animated: false)
        #expect(screen.transitionCoordinator == nil && screen.header.alpha == 1 && !screen.fadeFinished)
        screen.endAppearanceTransition()
    }
}
