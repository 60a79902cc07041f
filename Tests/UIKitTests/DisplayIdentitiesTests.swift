import Foundation
import Testing
@testable import UIKit

/// SDL 2 names displays by an index that shifts on unplug; the SDL platform's identities do not.
@Suite("SDL display identities", .startsClean)
struct DisplayIdentitiesTests {
    private func display(_ name: String, x: Int) -> DisplayIdentities.Description {
        DisplayIdentities.Description(name: name, bounds: CGRect(x: x, y: 0, width: 1024, height: 768))
    }

    @Test("A display keeps its identity when one before it is unplugged; a new display gets a new one")
    func unplugAndPlug() {
        var identities = DisplayIdentities()
        let first = identities.identify([display("screen0", x: 0), display("screen1", x: 1024)])
        #expect(first.count == 2 && first[0] != first[1])
        #expect(identities.identify([display("screen1", x: 1024)]) == [first[1]])
        let third = identities.identify([display("screen1", x: 1024), display("screen0", x: 0)])
        #expect(third[0] == first[1])
        #expect(third[1] != first[0], "a display plugged in again is a new display")
    }

    @Test("Displays of one name are told apart by their bounds, and keep their identity when they move")
    func sameNames() {
        var identities = DisplayIdentities()
        let ids = identities.identify([display("Virtual", x: 0), display("Virtual", x: 1024)])
        #expect(identities.identify([display("Virtual", x: 1024)]) == [ids[1]])
        #expect(identities.identify([display("Virtual", x: 0)]) == [ids[1]], "moved: matched by name")
    }

    @Test("The change between two display lists names what came, went and changed")
    func listChange() {
        let a = PlatformDisplay(id: PlatformDisplay.ID(1), bounds: CGRect(x: 0, y: 0, width: 800, height: 600))
        let b = PlatformDisplay(id: PlatformDisplay.ID(2), bounds: CGRect(x: 800, y: 0, width: 800, height: 600))
        var movedB = b
        movedB.bounds.origin.x = 0
        let c = PlatformDisplay(id: PlatformDisplay.ID(3), bounds: CGRect(x: 800, y: 0, width: 640, height: 480), scale: 2)
        let change = DisplayListChange(from: [a, b], to: [movedB, c])
        #expect(change.events == [.displayDisconnected(a.id), .displayConnected(c.id), .displayChanged(b.id)])
    }
}
