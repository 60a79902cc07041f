import CCairo

/// Where the caret stands in a layout: the rectangle of a UTF-16 offset, the offset nearest a
/// point, and the line an offset is on, all from the layout's origin (Casement's own alignment
/// included).
extension TextLayout {
    /// The caret's rectangle before UTF-16 `offset` (clamped to the text): no wider than a line,
    /// the top and height of its line.
    func caretRect(atOffset offset: Int) -> CGRect {
        measuring { layout, geometry in
            let bytes = TextAttributes.utf8Offsets(of: string.string)
            var position = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(bytes[min(max(0, offset), bytes.count - 1)]), &position, nil)
            return CGRect(x: geometry.xOffset + Self.points(position.x), y: Self.points(position.y), width: 0, height: Self.points(position.height))
        }
    }

    /// The x of the caret before UTF-16 `offset` (clamped to the text).
    func caretX(atOffset offset: Int) -> CGFloat { caretRect(atOffset: offset).minX }

    /// The UTF-16 offset of the character boundary nearest `x` on the first line.
    func offset(nearestX x: CGFloat) -> Int { offset(nearest: CGPoint(x: x, y: 0)) }

    /// The UTF-16 offset of the character boundary nearest `point`, on the line at its height (the
    /// first or last line above or below them all).
    func offset(nearest point: CGPoint) -> Int {
        measuring { layout, geometry in
            var index: Int32 = 0, trailing: Int32 = 0
            let pangoX = Int32(clamping: Int(((point.x - geometry.xOffset) * CGFloat(PANGO_SCALE)).rounded()))
            // Pango takes the nearest line for a y above or below them all.
            let pangoY = Int32(clamping: Int((point.y * CGFloat(PANGO_SCALE)).rounded()))
            pango_layout_xy_to_index(layout, pangoX, pangoY, &index, &trailing)
            // `trailing` counts the code points of the grapheme when x is past its middle.
            let utf8 = Array(string.string.utf8)
            var byte = Int(index)
            for _ in 0..<trailing where byte < utf8.count {
                byte += 1
                while byte < utf8.count, utf8[byte] & 0xC0 == 0x80 { byte += 1 }
            }
            return utf16Offset(ofByte: byte)
        }
    }

    /// The UTF-16 range of the line holding `offset`, without the spaces a wrapped line ends with
    /// (so that its end stays on it).
    func lineRange(atOffset offset: Int) -> NSRange {
        measuring { layout, _ in
            let bytes = TextAttributes.utf8Offsets(of: string.string)
            var line: Int32 = 0, x: Int32 = 0
            pango_layout_index_to_line_x(layout, Int32(bytes[min(max(0, offset), bytes.count - 1)]), 0, &line, &x)
            guard let pangoLine = pango_layout_get_line_readonly(layout, line) else { return NSRange(location: 0, length: string.length) }
            let start = utf16Offset(ofByte: Int(pangoLine.pointee.start_index))
            var end = utf16Offset(ofByte: Int(pangoLine.pointee.start_index + pangoLine.pointee.length))
            if line < pango_layout_get_line_count(layout) - 1 {
                let units = Array(string.string.utf16)
                while end > start, end <= units.count, units[end - 1] == 0x20 { end -= 1 }
            }
            return NSRange(location: start, length: end - start)
        }
    }

    /// The UTF-16 offset of UTF-8 offset `byte` (the next boundary for one inside a character).
    private func utf16Offset(ofByte byte: Int) -> Int {
        let bytes = TextAttributes.utf8Offsets(of: string.string)
        return bytes.firstIndex { $0 >= byte } ?? bytes.count - 1
    }

    /// Runs `body` with the layout on a measuring context.
    private func measuring<R>(_ body: (OpaquePointer, Geometry) -> R) -> R {
        let context = Self.makeMeasuringContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return withLayout(on: context, body)
    }
}
