import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Selection in collection views: a tap highlights and selects an item with the delegate's calls in
/// UIKit's order (the Collection View Programming Guide's: shouldHighlight, didHighlight on touch
/// down; shouldSelect, didUnhighlight, didSelect on lift); another item takes over a single
/// selection; multiple selection toggles; the delegate may refuse; code calls nothing.
@Suite("UICollectionView selection", .serialized, .startsClean)
@MainActor
struct UICollectionViewSelectionTests {
    let t0 = MediaClock.shared.now() + 1000

    /// A 330 × 300 window holding a collection view of 30 items of 100 × 100, and its input.
    private func withCollection(_ body: (UICollectionView, CollectionRecorder, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 300))
            window.makeKeyAndVisible()
            let source = CollectionRecorder(itemCounts: [30])
            let view = makeCollection(source)
            window.addSubview(view)
            view.layoutIfNeeded()
            source.clear()
            let id = try #require(window.platformWindow?.id)
            try body(view, source, TouchInput(platform: platform, window: id))
            view.removeFromSuperview()
        }
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("Tap item 1, then item 4: shouldHighlight, didHighlight, shouldSelect, didUnhighlight, (didDeselect of the old item), didSelect")
    func tapOrder() throws {
        try withCollection { view, source, input in
            input.tap(160, 50, at: t0)
            #expect(source.log == ["shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1", "shouldSelectItemAt 0.1",
                                   "didUnhighlightItemAt 0.1", "didSelectItemAt 0.1"])
            #expect(view.indexPathsForSelectedItems == [item(1)] && view.cellForItem(at: item(1))?.isSelected == true)
            source.clear()
            input.tap(160, 160, at: t0 + 1)
            #expect(source.log == ["shouldHighlightItemAt 0.4", "didHighlightItemAt 0.4", "shouldSelectItemAt 0.4",
                                   "didUnhighlightItemAt 0.4", "didDeselectItemAt 0.1", "didSelectItemAt 0.4"])
            #expect(view.indexPathsForSelectedItems == [item(4)] && view.cellForItem(at: item(1))?.isSelected == false)
            source.clear()
            input.tap(108, 50, at: t0 + 2)
            #expect(source.log.isEmpty, "a tap in the gap between items touches none")
        }
    }

    @Test("Multiple selection: taps add items and a tap on a selected one deselects it (shouldDeselect, didUnhighlight, didDeselect)")
    func multipleSelection() throws {
        try withCollection { view, source, input in
            view.allowsMultipleSelection = true
            input.tap(50, 50, at: t0)
            input.tap(280, 50, at: t0 + 1)
            #expect(view.indexPathsForSelectedItems == [item(0), item(2)])
            source.clear()
            input.tap(50, 50, at: t0 + 2)
            #expect(source.log == ["shouldHighlightItemAt 0.0", "didHighlightItemAt 0.0", "shouldDeselectItemAt 0.0",
                                   "didUnhighlightItemAt 0.0", "didDeselectItemAt 0.0"])
            #expect(view.indexPathsForSelectedItems == [item(2)])
        }
    }

    @Test("A delegate refusing the selection leaves it unchanged; with selection off a tap does nothing; code selects without delegate calls")
    func refusalsAndCode() throws {
        try withCollection { view, source, input in
            source.selects = { $0.item != 3 }
            input.tap(50, 160, at: t0)
            #expect(view.indexPathsForSelectedItems == nil && source.log.last == "didUnhighlightItemAt 0.3")
            view.allowsSelection = false
            source.clear()
            input.tap(50, 50, at: t0 + 1)
            #expect(source.log.isEmpty && view.indexPathsForSelectedItems == nil)
            view.allowsSelection = true
            view.selectItem(at: item(5), animated: false, scrollPosition: [])
            view.selectItem(at: item(6), animated: false, scrollPosition: [])
            view.deselectItem(at: item(5), animated: false)
            #expect(source.log.isEmpty && view.indexPathsForSelectedItems == [item(6)])
            view.selectItem(at: nil, animated: false, scrollPosition: [])
            #expect(view.indexPathsForSelectedItems == nil && view.cellForItem(at: item(6))?.isSelected == false)
        }
    }

    @Test("A highlighted cell shows its selected background; a tapped one is selected, unhighlighted, and keeps it")
    func selectedBackground() throws {
        try withCollection { view, _, input in
            let cell = try #require(view.cellForItem(at: item(0)))
            let background = UIView()
            cell.selectedBackgroundView = background
            #expect(background.superview == nil)
            cell.isHighlighted = true
            #expect(background.superview === cell && background.frame == cell.bounds)
            cell.isHighlighted = false
            #expect(background.superview == nil)
            input.tap(50, 50, at: t0)
            #expect(!cell.isHighlighted && cell.isSelected && background.superview === cell)
            view.deselectItem(at: item(0), animated: false)
            #expect(background.superview == nil)
        }
    }
}
