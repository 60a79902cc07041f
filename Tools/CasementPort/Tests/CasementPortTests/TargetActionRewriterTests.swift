import CasementPortKit
import Testing

@Suite struct TargetActionRewriterTests {
    @Test func controlActionOfTheEnclosingClass() {
        let file = port("""
            class Panel: UIView {
                func setUp() { button.addTarget(self, action: #selector(save), for: .touchUpInside) }
                @objc func save() {}
            }
            """)
        #expect(file.ported == """
            class Panel: UIView {
                func setUp() { button.addTarget(self, action: Panel.save, for: .touchUpInside) }
                func save() {}
            }
            """)
        #expect(file.isComplete)
    }

    @Test func removalTakesTheSameReference() {
        let file = port("""
            class Panel: UIView {
                func tearDown() {
                    button.removeTarget(self, action: #selector(save), for: .touchUpInside)
                    pan.removeTarget(self, action: #selector(drag(_:)))
                }
                func save() {}
                func drag(_ recognizer: UIPanGestureRecognizer) {}
            }
            """)
        #expect(file.ported.contains("button.removeTarget(self, action: Panel.save, for: .touchUpInside)"))
        #expect(file.ported.contains("pan.removeTarget(self, action: Panel.drag(_:))"))
    }

    @Test func recognizerInsideAClosureOfANestedType() {
        let file = port("""
            extension Screen {
                final class Card: UIView {
                    lazy var tap = { UITapGestureRecognizer(target: self, action: #selector(tapped(_:))) }()
                    func tapped(_ recognizer: UITapGestureRecognizer) {}
                }
            }
            """)
        #expect(file.ported.contains("UITapGestureRecognizer(target: self, action: Screen.Card.tapped(_:))"))
    }

    @Test func nestedGenericTypeNeedsNoArguments() {
        let file = port("""
            final class List<Model>: UIView {
                final class Cell<Item>: UIView {
                    func setUp() { addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan))) }
                    func pan() {}
                }
            }
            """)
        #expect(file.ported.contains("UIPanGestureRecognizer(target: self, action: List.Cell.pan)"))
    }

    @Test func overloadWithLabelsKeepsThem() {
        let file = port("""
            class Form: UIView {
                func setUp() { field.addTarget(self, action: #selector(update(_:)), for: .editingChanged) }
                func update() {}
                func update(_ sender: UITextField) {}
            }
            """)
        #expect(file.ported.contains("field.addTarget(self, action: Form.update(_:), for: .editingChanged)"))
    }

    @Test func overloadWithoutLabelsIsReported() {
        let source = """
            class Form: UIView {
                func setUp() { field.addTarget(self, action: #selector(update), for: .editingChanged) }
                func update() {}
                func update(_ sender: UITextField) {}
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported == ["2:50: #selector(update)"])
    }

    @Test func untypedSenderGetsAnAdapter() {
        let file = port("""
            class Panel: UIView {
                func setUp() { button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
                func tapped(_ sender: Any) {}
            }
            """)
        #expect(file.ported.contains("""
            button.addTarget(self, action: { (target: Panel) in { (sender: UIControl) in target.tapped(sender) } }, for: .touchUpInside)
            """))
    }

    @Test func optionalSenderIsCast() {
        let file = port("""
            class Panel: UIView {
                func setUp() { button.addTarget(self, action: #selector(tapped(sender:)), for: .touchUpInside) }
                func tapped(sender: UIButton?) {}
            }
            """)
        #expect(file.ported.contains("{ (sender: UIControl) in target.tapped(sender: sender as? UIButton) }"))
    }

    @Test func optionalEventIsPassedAsItIs() {
        let file = port("""
            class Panel: UIView {
                func setUp() { button.addTarget(self, action: #selector(touched(_:event:)), for: .touchDown) }
                func touched(_ sender: Any, event: UIEvent?) {}
            }
            """)
        #expect(file.ported.contains("""
            { (target: Panel) in { (sender: UIControl, event: UIEvent) in target.touched(sender, event: event) } }
            """))
    }

    @Test func methodOfAnotherTypeSentToSelfIsReported() {
        let source = """
            class Panel: UIView {
                func setUp() { button.addTarget(self, action: #selector(Router.open), for: .touchUpInside) }
            }
            """
        #expect(port(source).unported == ["2:51: #selector(Router.open)"])
    }

    @Test func methodOfASuperclassInAnotherFileIsPorted() {
        let file = port("""
            class Panel: BasePanel {
                func setUp() { button.addTarget(self, action: #selector(BasePanel.close), for: .touchUpInside) }
            }
            """, beside: ["class BasePanel: UIView { func close() {} }"])
        #expect(file.ported.contains("action: BasePanel.close,"))
    }

    @Test func otherTargetNeedsTheTypeSpelt() {
        let file = port("""
            class Panel: UIView {
                func setUp() {
                    button.addTarget(router, action: #selector(open), for: .touchUpInside)
                    button.addTarget(router, action: #selector(Router.open), for: .touchUpInside)
                }
            }
            """)
        #expect(file.unported == ["3:42: #selector(open)"])
        #expect(file.ported.contains("button.addTarget(router, action: Router.open, for: .touchUpInside)"))
    }

    @Test func responderChainNeedsTheTypeSpelt() {
        let file = port("""
            class Panel: UIView {
                func setUp() {
                    button.addTarget(nil, action: #selector(copy(_:)), for: .touchUpInside)
                    button.addTarget(nil, action: #selector(Editor.copy(_:)), for: .touchUpInside)
                }
            }
            """)
        #expect(file.unported == ["3:39: #selector(copy(_:))"])
        #expect(file.ported.contains("button.addTarget(nil, action: Editor.copy(_:), for: .touchUpInside)"))
    }

    @Test func keyCommandTakesTheEnclosingType() {
        let file = port("""
            class Editor: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save)),
                     UIKeyCommand(title: "Find", action: #selector(find), input: "f", modifierFlags: .command)]
                }
            }
            """)
        #expect(file.ported.contains("UIKeyCommand(input: \"s\", modifierFlags: .command, action: Editor.save)"))
        #expect(file.ported.contains("UIKeyCommand(title: \"Find\", action: Editor.find, input: \"f\""))
    }

    @Test func sentActionsAndValueReturningMethods() {
        let file = port("""
            class Form: UIViewController {
                func dismissKeyboard() { UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) }
                func submit() { stepper.sendAction(#selector(validate), to: self, for: nil) }
                func validate() -> Bool { true }
            }
            """)
        #expect(file.ported.contains("""
            UIApplication.shared.sendAction({ (target: UIResponder) in { _ = target.resignFirstResponder() } }, to: nil, from: nil, for: nil)
            """))
        #expect(file.ported.contains("stepper.sendAction({ (target: Form) in { _ = target.validate() } }, to: self, for: nil)"))
    }

    @Test func getterBecomesAClosure() {
        let file = port("""
            class Panel: UIView {
                func setUp() { button.addTarget(self, action: #selector(getter: Panel.isHidden), for: .touchUpInside) }
            }
            """)
        #expect(file.ported.contains("action: { (target: Panel) in { _ = target.isHidden } },"))
    }

    @Test func callsCasementLacksAreReported() {
        let file = port("""
            class Panel: UIViewController {
                func setUp() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
                    UIMenuController.shared.menuItems = [UIMenuItem(title: "Pin", action: #selector(pin))]
                }
            }
            """)
        #expect(file.unported == ["3:112: #selector(done)", "4:79: #selector(pin)"])
        #expect(file.notes[0].detail.hasPrefix("Casement has no UIBarButtonItem yet"))
    }

    @Test func respondsToIsReportedWithWhatToDo() {
        let file = port("final class Panel: UIView {\n    func f() { if delegate?.responds(to: #selector(Delegate.panelDidClose)) == true {} }\n}")
        #expect(file.unported == ["2:42: #selector(Delegate.panelDidClose)"])
        #expect(file.notes[0].detail.hasPrefix("Linux cannot ask an object whether it responds to a selector"))
    }

    @Test func selectorInAVariableIsReportedAndKeepsItsObjC() {
        let source = """
            class Panel: UIView {
                let action = #selector(save)
                func setUp(_ selector: Selector) { button.addTarget(self, action: action, for: .touchUpInside) }
                @objc func save() {}
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported == ["2:18: #selector(save)", "3:28: Selector", "4:5: @objc"])
    }
}
