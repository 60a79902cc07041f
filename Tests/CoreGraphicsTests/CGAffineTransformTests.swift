import Testing

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

@Suite struct CGAffineTransformTests {
    @Test func identity() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func rotationOfUnitX() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(p, CGPoint(x: 0.5.squareRoot(), y: 0.5.squareRoot())))
        let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(q, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func invertedRoundTripsAndSingularIsUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 4, y: 9)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(close(CGPoint.zero.applying(t.concatenating(t.inverted())), .zero))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test func translatedByPrepends() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        let translated = t.translatedBy(x: 1, y: 1)
        #expect(translated == CGAffineTransform(translationX: 1, y: 1).concatenating(t))
        #expect(CGPoint.zero.applying(translated) == CGPoint(x: 2, y: 3))
        #expect(t.scaledBy(x: 2, y: 2) == CGAffineTransform(scaleX: 4, y: 6))
        let rotated = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 10, y: 1)))
    }

    @Test func sizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
    }

    @Test func rectBoundingBoxUnderRotation() {
        let r = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let s = 2.0.squareRoot()
        #expect(close(r, CGRect(x: -s, y: 0, width: 2 * s, height: 2 * s)))
        let moved = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: -1, y: 1))
        #expect(moved == CGRect(x: 1, y: 7, width: 3, height: 4))
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    }

    @Test func hashingAndDescription() {
        var set = Set<CGAffineTransform>()
        set.insert(CGAffineTransform(translationX: 1, y: 2))
        set.insert(CGAffineTransform(translationX: 1, y: 2))
        #expect(set.count == 1)
        #expect(CGAffineTransform.identity.description == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    }
}
