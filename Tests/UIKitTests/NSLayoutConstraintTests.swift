import CoreGraphics
import Testing
@testable import UIKit

/// A 300 × 300 view holding one subview placed by constraints.
@MainActor
private func parentAndChild() -> (UIView, UIView) {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)), child = UIView()
    parent.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    return (parent, child)
}

@Suite("NSLayoutConstraint: API, installation and bad input", .startsClean)
@MainActor
struct NSLayoutConstraintTests {
    @Test("LAYOUT 2: attributes, relations and axes have Apple's raw values")
    func rawValues() {
        let attributes: [NSLayoutConstraint.Attribute] = [.notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing,
            .width, .height, .centerX, .centerY, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin,
            .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        #expect(attributes.map(\.rawValue) == Array(0...20))
        #expect([NSLayoutConstraint.Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].map(\.rawValue) == [-1, 0, 1])
        #expect([NSLayoutConstraint.Axis.horizontal, .vertical].map(\.rawValue) == [0, 1])
    }

    @Test("LAYOUT 8: UILayoutPriority's named levels, and + / − with a Float")
    func priorities() {
        let levels: [UILayoutPriority] = [.required, .defaultHigh, .dragThatCanResizeScene, .sceneSizeStayPut,
                                          .dragThatCannotResizeScene, .defaultLow, .fittingSizeLevel]
        #expect(levels.map(\.rawValue) == [1000, 750, 510, 500, 490, 250, 50])
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1) == UILayoutPriority(rawValue: 999))
    }

    @Test("init(item:…) keeps what it was given; a new constraint is required and inactive")
    func itemInitializer() {
        let a = UIView(), b = UIView()
        let constraint = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual,
                                            toItem: b, attribute: .height, multiplier: 2, constant: 10)
        #expect(constraint.firstItem === a)
        #expect(constraint.secondItem === b)
        #expect(constraint.firstAttribute == .width)
        #expect(constraint.secondAttribute == .height)
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.multiplier == 2)
        #expect(constraint.constant == 10)
        #expect(constraint.priority == .required)
        #expect(!constraint.isActive)
        #expect(constraint.identifier == nil)
        #expect(!constraint.shouldBeArchived)
        let constant = NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(constant.secondItem == nil)
        #expect(constant.secondAttribute == .notAnAttribute)
    }

    @Test("LAYOUT 9: activation installs on the closest common ancestor; deactivation removes it")
    func installation() {
        let root = UIView(), parent = UIView(), uncle = UIView(), child = UIView(), cousin = UIView(), sibling = UIView()
        root.addSubview(parent)
        root.addSubview(uncle)
        parent.addSubview(child)
        parent.addSubview(sibling)
        uncle.addSubview(cousin)
        let alone = child.widthAnchor.constraint(equalToConstant: 10)
        let toParent = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        let siblings = child.topAnchor.constraint(equalTo: sibling.bottomAnchor)
        let cousins = child.widthAnchor.constraint(equalTo: cousin.widthAnchor)
        NSLayoutConstraint.activate([alone, toParent, siblings, cousins])
        #expect(child.constraints == [alone])
        #expect(parent.constraints == [toParent, siblings])
        #expect(root.constraints == [cousins])
        #expect(cousins.isActive)
        NSLayoutConstraint.deactivate([siblings, cousins])
        #expect(parent.constraints == [toParent])
        #expect(root.constraints.isEmpty)
        #expect(!siblings.isActive)
        child.removeConstraint(toParent)
        #expect(parent.constraints.isEmpty)
        child.addConstraint(toParent)
        #expect(toParent.isActive)
    }

    @Test("LAYOUT 9: removeFromSuperview drops the constraints tying the subtree to the outside, keeps those inside")
    func removalFromSuperview() {
        let root = UIView(), box = UIView(), inner = UIView()
        root.addSubview(box)
        box.addSubview(inner)
        let outside = box.topAnchor.constraint(equalTo: root.topAnchor)
        let crossing = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([outside, crossing, inside])
        box.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(!crossing.isActive)
        #expect(inside.isActive)
        #expect(root.constraints.isEmpty)
        #expect(box.constraints == [inside])
    }

    @Test("Item 5: a position against a size is refused when made, and never installs")
    func invalidPairing() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        var constraint: NSLayoutConstraint?
        let messages = Diagnostics.recording {
            constraint = NSLayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: a,
                                            attribute: .width, multiplier: 1, constant: 0)
            constraint?.isActive = true
        }
        #expect(messages.first?.hasPrefix("Invalid pairing of layout attributes") == true)
        #expect(constraint?.isActive == false)
        #expect(a.constraints.isEmpty)
        let leftToLeading = Diagnostics.recording {
            _ = NSLayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .leading, multiplier: 1, constant: 0)
        }
        #expect(leftToLeading.first?.hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute") == true)
        let positionToConstant = Diagnostics.recording {
            _ = NSLayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 4)
        }
        #expect(positionToConstant.count == 1)
    }

    @Test("Item 5: NaN and infinite constants and multipliers are refused; nothing changes")
    func nonFinite() {
        let (parent, child) = parentAndChild()
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        let messages = Diagnostics.recording {
            width.constant = .nan
            width.constant = .infinity
            _ = child.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: .infinity)
        }
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { $0.contains("finite") })
        #expect(width.constant == 40)
        parent.layoutIfNeeded()
        #expect(child.frame.width == 40)
    }

    @Test("Item 5: a priority outside 1…1000, or a required↔optional switch while active, is refused")
    func priorityChecks() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        let messages = Diagnostics.recording {
            width.priority = UILayoutPriority(0)
            width.priority = UILayoutPriority(1001)
            width.isActive = true
            width.priority = .defaultHigh
        }
        #expect(messages.count == 3)
        #expect(messages[0].contains("1…1000"))
        #expect(messages[2].contains("between required and optional"))
        #expect(width.priority == .required)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
    }

    @Test("Item 5: items with no common ancestor: a diagnostic and nothing installed")
    func noCommonAncestor() {
        let a = UIView(), b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let messages = Diagnostics.recording { constraint.isActive = true }
        #expect(messages == ["\(constraint) relates items with no common ancestor; not installed"])
        #expect(!constraint.isActive)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
    }

    @Test("LAYOUT 26: conflicting required constraints log UIKit's first line, break the newest, go on")
    func unsatisfiable() {
        let (parent, child) = parentAndChild()
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        let messages = Diagnostics.recording { NSLayoutConstraint.activate([first, second]) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unable to simultaneously satisfy constraints.\n") == true)
        #expect(messages.first?.contains("Will attempt to recover by breaking constraint\n\(second)") == true)
        #expect(second.isActive)
        parent.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test("firstAnchor and secondAnchor: the anchors a constraint was made from; made into a new constraint, they place the view the same way; no second anchor for a constant")
    func anchorsOfAConstraint() {
        let (parent, child) = parentAndChild()
        let leading = child.leadingAnchor.constraint(equalTo: parent.centerXAnchor, constant: 10)
        #expect(leading.firstAnchor.item === child)
        #expect(leading.firstAnchor.name == child.leadingAnchor.name)
        #expect(leading.secondAnchor?.item === parent)
        #expect(leading.secondAnchor?.name == parent.centerXAnchor.name)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        #expect(width.firstAnchor.item === child)
        #expect(width.secondAnchor == nil)

        let remade = leading.firstAnchor.constraint(equalTo: leading.secondAnchor!, constant: 10)
        #expect(remade.firstAttribute == .leading && remade.secondAttribute == .centerX)
        NSLayoutConstraint.activate([remade, width, child.topAnchor.constraint(equalTo: parent.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 20)])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 160, y: 0, width: 40, height: 20))
    }
}
