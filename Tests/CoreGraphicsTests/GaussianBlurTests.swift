import Testing

@Suite struct GaussianBlurTests {
    @Test func boxRadiiApproximateTheStandardDeviation() {
        #expect(GaussianBlur.boxRadii(sigma: 0) == [0, 0, 0])
        #expect(GaussianBlur.boxRadii(sigma: .nan) == [0, 0, 0])
        for sigma in [2.5, 4, 10, 37] {
            let radii = GaussianBlur.boxRadii(sigma: sigma)
            // The variance of a box of width w is (w² − 1) / 12; three boxes add up.
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "σ \(sigma): radii \(radii)")
            #expect(GaussianBlur.reach(sigma: sigma) == radii.reduce(0, +))
        }
    }

    @Test func aSpotSpreadsSymmetricallyAndKeepsItsWeight() {
        let width = 41, height = 41
        var plane = [UInt8](repeating: 0, count: width * height)
        for y in 18...22 { for x in 18...22 { plane[y * width + x] = 255 } }
        plane.withUnsafeMutableBytes {
            GaussianBlur.blur($0, width: width, height: height, bytesPerRow: width, sigma: 3)
        }
        let total = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 25 * 255) < 25 * 255 / 20)
        #expect(plane[20 * width + 20] < 255 && plane[20 * width + 20] > 60)
        #expect(plane[20 * width + 14] == plane[20 * width + 26])
        #expect(plane[14 * width + 20] == plane[26 * width + 20])
        #expect(plane[20 * width + 20] > plane[20 * width + 24])
        let reach = GaussianBlur.reach(sigma: 3)
        #expect(plane[20 * width + 22 + reach + 1] == 0)
        #expect(plane[20 * width + 22 + reach - 2] > 0)
    }
}
