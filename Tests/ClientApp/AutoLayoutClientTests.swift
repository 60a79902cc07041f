import Testing
import UIKit

@Suite("Client code: Auto Layout", .serialized)
@MainActor
struct AutoLayoutClientTests {
    @Test("A card laid out by anchors: icon at the margin, title after system spacing, height measured")
    func card() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        card.layoutIfNeeded()
        #expect(card.icon.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(card.title.frame == CGRect(x: 48, y: 12, width: 200, height: 20))
        let fitting = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == CGSize(width: 320, height: 44))
        card.setIconSize(30)
        card.layoutIfNeeded()
        #expect(card.title.frame.minX == 54)
    }

    @Test("A row that builds its constraints in updateConstraints gets them before layout")
    func legacyRow() {
        let row = LegacyRowView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        row.layoutIfNeeded()
        #expect(row.label.frame == CGRect(x: 8, y: 10, width: 100, height: 30))
        // Activation installs on the closest common ancestor: the constant height on the label itself.
        #expect(row.constraints.count == 3)
        #expect(row.label.constraints.count == 1)
    }

    @Test("A form row from visual formats: metrics, standard spacing, centred on one line")
    func visualFormatRow() {
        let row = FormRowView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        row.layoutIfNeeded()
        #expect(row.label.frame == CGRect(x: 16, y: 12, width: 100, height: 20))
        #expect(row.field.frame == CGRect(x: 124, y: 7, width: 180, height: 30))
    }
}
