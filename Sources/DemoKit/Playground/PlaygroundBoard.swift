import UIKit

/// The playground's board: white, rounded, holding the tiles. Each tile has a home that depends on
/// the board's size — a diagonal, 120 points across and 70 down from tile to tile where the board
/// is wide enough, else steps narrow enough to fit and tall enough that no two tiles overlap. A
/// resized board moves the homes, and each tile with its home.
final class PlaygroundBoard: UIView {
    static let tileSide: CGFloat = 100
    private(set) var tiles: [PlaygroundTile] = []
    private var laidOutSize: CGSize?

    init(log: EventLog) {
        super.init(frame: .zero)
        backgroundColor = .white
        layer.cornerRadius = 10
        clipsToBounds = true
        let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]
        for (index, colour) in colours.enumerated() {
            let tile = PlaygroundTile(name: "tile \(index + 1)", colour: colour,
                                      frame: CGRect(x: 0, y: 0, width: Self.tileSide, height: Self.tileSide), log: log)
            addSubview(tile)
            tiles.append(tile)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Where the tiles' centres rest on a board of `size`.
    static func homes(in size: CGSize) -> [CGPoint] {
        let start = CGPoint(x: 30 + tileSide / 2, y: 40 + tileSide / 2), end = CGPoint(x: size.width - 10 - tileSide / 2,
                                                                                       y: size.height - 10 - tileSide / 2)
        let across = max(0, min(120, (end.x - start.x) / 2))
        let down = across > tileSide ? 70 : max(0, min(tileSide + 10, (end.y - start.y) / 2))
        return (0..<3).map { CGPoint(x: start.x + CGFloat($0) * across, y: start.y + CGFloat($0) * down) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        for (tile, home) in zip(tiles, Self.homes(in: bounds.size)) { tile.moveHome(to: home) }
    }
}
