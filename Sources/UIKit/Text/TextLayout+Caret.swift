import CCairo

/// Where the caret stands in a one-line layout: the x of a UTF-16 offset, and the offset nearest
/// an x, both from the layout's origin (Casement's own alignment included).
extension TextLayout {
    /// The x of the caret before UTF-16 `offset` (clamped to the text).
    func caretX(atOffset offset: Int) -> CGFloat {
        measuring { layout, geometry in
            let bytes = TextAttributes.utf8Offsets(of: string.string)
            var position = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(bytes[min(max(0, offset), bytes.count - 1)]), &position, nil)
            return geometry.xOffset + CGFloat(position.x) / CGFloat(PANGO_SCALE)
        }
    }

    /// The UTF-16 offset of the character boundary nearest `x` on the first line.
    func offset(nearestX x: CGFloat) -> Int {
        measuring { layout, geometry in
            var index: Int32 = 0, trailing: Int32 = 0
            let pangoX = Int32(clamping: Int(((x - geometry.xOffset) * CGFloat(PANGO_SCALE)).rounded()))
            pango_layout_xy_to_index(layout, pangoX, 0, &index, &trailing)
            // `trailing` counts the code points of the grapheme when x is past its middle.
            let utf8 = Array(string.string.utf8)
            var byte = Int(index)
            for _ in 0..<trailing where byte < utf8.count {
                byte += 1
                while byte < utf8.count, utf8[byte] & 0xC0 == 0x80 { byte += 1 }
            }
            let bytes = TextAttributes.utf8Offsets(of: string.string)
            return bytes.firstIndex { $0 >= byte } ?? bytes.count - 1
        }
    }

    /// Runs `body` with the layout on a measuring context.
    private func measuring<R>(_ body: (OpaquePointer, Geometry) -> R) -> R {
        let context = Self.makeMeasuringContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return withLayout(on: context, body)
    }
}
