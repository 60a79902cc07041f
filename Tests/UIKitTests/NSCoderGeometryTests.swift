import Foundation
import Testing
@testable import UIKit

/// UIKit's geometry strings and the keyed coding of geometry through NSCoder.
@Suite("NSCoder geometry", .startsClean)
struct NSCoderGeometryTests {
    @Test("Geometry strings take Apple's forms and read back")
    func strings() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -6)) == "[1, 0, 0, 1, 5, -6]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: CGVector(dx: -1, dy: 0)) == "{-1, 0}")
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "{0.10000000000000001, 2}") == CGPoint(x: 0.1, y: 2))
        #expect(NSCoder.cgPoint(for: NSCoder.string(for: CGPoint(x: 1.0 / 3, y: 0))) == CGPoint(x: 1.0 / 3, y: 0), "exact round trip")
        #expect(NSCoder.cgAffineTransform(for: "[2, 0, 0, 2, 1, 1]") == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1))
        #expect(NSCoder.uiEdgeInsets(for: "{1,2,3,4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "{1, 2, 3, 4}") == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("Strings that are not well formed read as zero, or the identity for transforms")
    func malformed() {
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.cgSize(for: "{1, 2, 3}") == .zero)
        #expect(NSCoder.cgRect(for: "") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "[1, 2]") == .identity)
    }

    @Test("Keyed archives keep points, sizes, rectangles, transforms and insets")
    func archive() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(CGPoint(x: 1, y: 2), forKey: "point")
        archiver.encode(CGSize(width: 3, height: 4), forKey: "size")
        archiver.encode(CGRect(x: 5, y: 6, width: 7, height: 8), forKey: "rect")
        archiver.encode(CGAffineTransform(rotationAngle: 0.5), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGPoint(forKey: "point") == CGPoint(x: 1, y: 2))
        #expect(unarchiver.decodeCGSize(forKey: "size") == CGSize(width: 3, height: 4))
        #expect(unarchiver.decodeCGRect(forKey: "rect") == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(unarchiver.decodeCGAffineTransform(forKey: "transform") == CGAffineTransform(rotationAngle: 0.5))
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(unarchiver.decodeCGPoint(forKey: "missing") == .zero)
    }
}
