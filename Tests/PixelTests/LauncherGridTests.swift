import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The launcher's grid of cards at 640×480, read back from what the compositor drew: every title
/// whole, each card's miniature a small copy of its demo's page, and miniatures made only for the
/// cards on screen.
@Suite("Launcher grid", .serialized, .startsClean)
@MainActor
struct LauncherGridTests {
    private static let gridGrey = RGB(r: 245, g: 245, b: 245)

    /// The launcher alone in a 640×480 window, drawn once.
    private func showLauncher(_ window: UIWindow, _ renderer: SynchronousRenderer) throws -> (LauncherGrid, Picture) {
        let launcher = LauncherViewController()
        launcher.viewFrame = window.bounds
        window.rootViewController = launcher
        let grid = try #require(launcher.grid)
        return (grid, frame(window, renderer))
    }

    /// The cards on screen, each with its item.
    private func cards(of grid: LauncherGrid) -> [(item: Int, card: LauncherCard)] {
        grid.collectionView.visibleCells.compactMap { cell in
            guard let card = cell as? LauncherCard, let indexPath = grid.collectionView.indexPath(for: card) else { return nil }
            return (indexPath.item, card)
        }.sorted { $0.item < $1.item }
    }

    @Test("At 640×480: three columns; every card whole in the window as the grid is scrolled from top to bottom, none overlapping, each title whole on its lines, nothing drawn over a card's edges")
    func titlesWhole() throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let (grid, _) = try showLauncher(window, renderer)
            let list = grid.collectionView
            let frames = launcherCardFrames(in: window)
            #expect(frames.count == DemoCatalog.all.count)
            #expect(Set(frames.map(\.minX)).count == 3, "three columns at 640 points: \(Set(frames.map(\.minX)).sorted())")
            let bottom = list.contentSize.height - list.bounds.height
            #expect(bottom > 0, "more demos than 480 points hold: the grid scrolls")
            // Scrolled a window less the tallest card at a time, every card is whole in one picture.
            let step = list.bounds.height - (frames.map(\.height).max() ?? 0) - LauncherGrid.gap
            #expect(step > 0, "a card is shorter than the window")
            var shown = Set<Int>()
            for offset in Array(stride(from: 0, to: bottom, by: max(step, 1))) + [bottom] {
                list.contentOffset = CGPoint(x: 0, y: offset)
                let p = frame(window, renderer)
                for (item, card) in cards(of: grid) {
                    let cardFrame = card.convert(card.bounds, to: nil)
                    guard window.bounds.contains(cardFrame) else { continue }
                    shown.insert(item)
                    #expect(cardFrame == frames[item].offsetBy(dx: 0, dy: -offset), "the card is where the layout says")
                    check(card, at: cardFrame, among: frames[(item + 1)...].map { $0.offsetBy(dx: 0, dy: -offset) }, in: p)
                }
            }
            #expect(shown.count == frames.count, "cards never whole in the window: \(Set(frames.indices).subtracting(shown).sorted())")
        }
    }

    /// A card at `cardFrame` (window coordinates) in picture `p`: clear of the cards after it, its
    /// title whole, its edges free of drawing, the grid's grey just above and below it.
    private func check(_ card: LauncherCard, at cardFrame: CGRect, among later: [CGRect], in p: Picture) {
        let title = card.label.text ?? ""
        for other in later { #expect(!cardFrame.intersects(other), "\(title) overlaps a card at \(other)") }
        // The text wrapped at the label's width fits its frame, inside the card, and no word is wider than a line.
        let label = card.label, needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: 0))
        #expect(needed.width <= label.bounds.width && needed.height <= label.bounds.height, "\(title): needs \(needed), has \(label.bounds.size)")
        #expect(card.bounds.contains(label.frame), "\(title): the title \(label.frame) is inside the card \(card.bounds)")
        let measure = UILabel()
        measure.font = label.font
        for word in title.split(separator: " ") {
            measure.text = String(word)
            #expect(measure.intrinsicContentSize.width <= label.bounds.width, "\(title): \"\(word)\" fits a line")
        }
        // In pixels: the card's white edges carry nothing, its title's lines carry text, the grid's grey shows just outside.
        let box = cardFrame.integral
        let edges = [CGRect(x: box.minX, y: box.minY, width: box.width, height: 1), CGRect(x: box.minX, y: box.maxY - 1, width: box.width, height: 1),
                     CGRect(x: box.minX, y: box.minY, width: 1, height: box.height), CGRect(x: box.maxX - 1, y: box.minY, width: 1, height: box.height)]
        for edge in edges { #expect(p.count(.white, in: edge) == Int(edge.width * edge.height), "\(title): its edge \(edge) is clear") }
        let text = label.convert(label.bounds, to: nil).integral
        #expect(p.count(.white, in: text) < Int(text.width * text.height), "\(title): its text is drawn")
        for y in [Int(box.minY) - 1, Int(box.maxY)] where y >= 0 && y < p.height {
            #expect(p.rgb(Int(box.midX), y).isClose(to: Self.gridGrey, tolerance: 2), "\(title): the grid shows at y \(y)")
        }
    }

    @Test("Each card on screen shows a miniature of its demo's page: sampled across it, its colours are the page's as drawn in the window, and another page's are not")
    func miniaturesResemblePages() throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let (grid, launcherPicture) = try showLauncher(window, renderer)
            let firstRow = cards(of: grid).prefix(3)
            #expect(firstRow.map { $0.item } == [0, 1, 2])
            let miniatures = firstRow.map { $0.card.miniature.convert($0.card.miniature.bounds, to: nil) }
            // Each page as it shows when pushed: built at the grid's size, in the grid's place.
            let pageFrame = grid.collectionView.convert(grid.collectionView.bounds, to: nil)
            var pages: [Picture] = []
            for (item, _) in firstRow {
                let page = grid.demos[item].make(CGRect(origin: .zero, size: pageFrame.size))
                page.frame = pageFrame
                window.addSubview(page)
                pages.append(frame(window, renderer))
                page.removeFromSuperview()
            }
            for (index, miniature) in miniatures.enumerated() {
                let title = grid.demos[firstRow[index].item].title
                let own = resemblance(of: miniature, in: launcherPicture, to: pageFrame, in: pages[index])
                #expect(own > 0.9, "\(title): \(Int(own * 100)) % of the page's coloured samples show in its miniature")
                let other = resemblance(of: miniature, in: launcherPicture, to: pageFrame, in: pages[(index + 1) % pages.count])
                #expect(other < 0.6, "\(title): another page resembles its miniature too (\(Int(other * 100)) %)")
            }
        }
    }

    /// Of a 32 × 24 grid of samples across the page at `pageFrame` in `page` that are not white, the
    /// share whose colour shows at the same relative place in the miniature at `miniature` in `picture`.
    private func resemblance(of miniature: CGRect, in picture: Picture, to pageFrame: CGRect, in page: Picture) -> Double {
        var coloured = 0, matching = 0
        for row in 0..<24 {
            for column in 0..<32 {
                let u = (CGFloat(column) + 0.5) / 32, v = (CGFloat(row) + 0.5) / 24
                let expected = page.rgb(Int(pageFrame.minX + u * pageFrame.width), Int(pageFrame.minY + v * pageFrame.height))
                guard !expected.isClose(to: .white, tolerance: 24) else { continue }
                coloured += 1
                let shown = picture.rgb(Int(miniature.minX + 1 + u * (miniature.width - 2)), Int(miniature.minY + 1 + v * (miniature.height - 2)))
                if shown.isClose(to: expected, tolerance: 48) { matching += 1 }
            }
        }
        return coloured == 0 ? 0 : Double(matching) / Double(coloured)
    }

    @Test("Miniatures are made for the cards on screen only, and scrolling makes those of the cards it brings in")
    func miniaturesFollowTheScreen() throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let (grid, _) = try showLauncher(window, renderer)
            let shown = grid.collectionView.indexPathsForVisibleItems.count
            #expect(grid.miniatures.count <= shown && shown < DemoCatalog.all.count,
                    "\(grid.miniatures.count) miniatures made for \(shown) cards on screen of \(DemoCatalog.all.count)")
            let list = grid.collectionView
            list.contentOffset = CGPoint(x: 0, y: list.contentSize.height - list.bounds.height)
            _ = frame(window, renderer)
            let last = try #require(cards(of: grid).last)
            #expect(last.item == DemoCatalog.all.count - 1 && last.card.miniature.image != nil, "the last card, scrolled in, has its miniature")
            #expect(grid.miniatures.count < DemoCatalog.all.count, "the cards scrolled past in one jump were never drawn")
        }
    }
}
