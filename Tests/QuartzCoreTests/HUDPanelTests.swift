import Testing
@testable import QuartzCore

@Suite("HUD panel")
struct HUDPanelTests {
    @Test("Frames per second from the media times kept, each thread's mean milliseconds, the last frame's counts")
    func text() {
        var history = FrameHistory()
        #expect(HUDPanel.text(for: history) == ["0 FPS"])
        for n in 0..<100 {
            history.append(FrameHistory.Sample(time: Double(n) / 60, mainSeconds: 0.0005, renderSeconds: 0.002, drawCalls: n, quads: 7, layers: 12, textures: 3, uploads: 2, mainWakeUps: 4))
        }
        #expect(history.samples.count == FrameHistory.capacity && history.samples.first?.drawCalls == 40)
        #expect(HUDPanel.text(for: history) == ["60 FPS", "M 0.5 MS", "R 2.0 MS", "D 99 Q 7", "L 12 T 3", "U 2", "W 4"])
    }

    @Test("The pixel font lights a glyph's cells one advance apart and skips what it lacks")
    func font() {
        var cells: [[Int]] = []
        PixelFont.forEachCell(of: "1 ?7") { cells.append([$0, $1]) }
        #expect(cells.filter { $0[0] < 3 }.count == 8, "a one: 1 + 2 + 1 + 1 + 3 cells")
        #expect(cells.allSatisfy { $0[0] < 3 || $0[0] >= 12 }, "the space and the unknown character are blank")
        #expect(cells.contains([12, 0]) && cells.contains([14, 4]))
    }
}
