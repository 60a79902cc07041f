/// The one 48×48 image every layer of the textured variant shows: a ring with a soft edge on a
/// transparent ground, premultiplied BGRA, so blending and sampling both matter.
enum BenchImage {
    static let side = 48

    static let premultipliedBGRA: [UInt8] = {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        let centre = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let distance = ((Double(x) + 0.5 - centre) * (Double(x) + 0.5 - centre)
                                + (Double(y) + 0.5 - centre) * (Double(y) + 0.5 - centre)).squareRoot()
                let alpha = max(0, min(1, centre - distance)) * (distance < 10 ? 0.5 : 1)
                let offset = (y * side + x) * 4
                pixels[offset] = UInt8((alpha * 255 * Double(x) / Double(side)).rounded())      // blue
                pixels[offset + 1] = UInt8((alpha * 200).rounded())                             // green
                pixels[offset + 2] = UInt8((alpha * 255 * Double(y) / Double(side)).rounded())  // red
                pixels[offset + 3] = UInt8((alpha * 255).rounded())
            }
        }
        return pixels
    }()
}
