import CCairo

/// Text laid out by Pango for one font, width and alignment; drawn onto a `CGContext`'s cairo
/// surface and measured for `sizeThatFits`.
@MainActor
struct TextLayout {
    var text: String
    var font: UIFont
    var alignment: NSTextAlignment = .natural
    /// 0: as many lines as needed.
    var numberOfLines = 1
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// A scratch surface for measuring outside drawing.
    private static let measuringContext: OpaquePointer = {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        return cairo_create(surface)!
    }()

    /// Runs `body` with a Pango layout of the text on `cairo`, wrapped to `width` (nil: unbounded).
    private func withLayout<R>(on cairo: OpaquePointer, width: CGFloat?, _ body: (OpaquePointer) -> R) -> R {
        let layout = pango_cairo_create_layout(cairo)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = font.makeDescription()
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
            pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        if numberOfLines > 0 {
            pango_layout_set_height(layout, -Int32(numberOfLines))
            if width != nil, lineBreakMode != .byWordWrapping, lineBreakMode != .byCharWrapping, lineBreakMode != .byClipping {
                pango_layout_set_ellipsize(layout, ellipsizeMode)
            }
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        return body(layout)
    }

    private var ellipsizeMode: PangoEllipsizeMode {
        switch lineBreakMode {
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        default: return PANGO_ELLIPSIZE_END
        }
    }

    /// The size the text needs within `width` (nil: on one line per paragraph).
    func size(within width: CGFloat?) -> CGSize {
        withLayout(on: TextLayout.measuringContext, width: width) { layout in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return CGSize(width: (CGFloat(logical.width) / CGFloat(PANGO_SCALE)).rounded(.up),
                          height: (CGFloat(logical.height) / CGFloat(PANGO_SCALE)).rounded(.up))
        }
    }

    /// Draws the text in `rect` of `context` in `color`, vertically centred as `UILabel` does.
    func draw(in rect: CGRect, context: CGContext, color: UIColor) {
        let cairo = context.cairoContext
        withLayout(on: cairo, width: rect.width) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
            let c = color.cgColor.rgba
            cairo_save(cairo)
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
            cairo_move_to(cairo, Double(rect.minX), Double(rect.minY + max(0, (rect.height - height) / 2)))
            pango_cairo_update_layout(cairo, layout)
            pango_cairo_show_layout(cairo, layout)
            cairo_restore(cairo)
            context.markDirty()
        }
    }
}

/// How text lines up horizontally.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// How text that does not fit is wrapped or shortened.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
