import CCairo

/// An attributed string laid out by Pango under UIKit's line-breaking rules, measured and drawn
/// the same way at any scale (metrics are not hinted, so a layout in points does not depend on
/// the pixels it lands on).
///
/// Measuring uses the calling thread's Pango font map, so it is safe off the main thread.
struct TextLayout {
    /// The text and its attributes.
    var string: NSAttributedString
    /// The font of text without a `.font` attribute.
    var defaultFont: UIFont
    /// The width lines wrap, truncate and align within; nil for lines as long as their text.
    var width: CGFloat?
    /// Whether lines wrap at `width`; otherwise each paragraph is one line.
    var wraps: Bool
    /// How lines break; the truncating modes put an ellipsis where text is cut: at the end of each
    /// paragraph's line when lines do not wrap, else at the last line shown when lines are limited.
    var lineBreakMode: NSLineBreakMode
    /// The most lines shown; 0 for no limit.
    var maximumLines = 0
    /// The most height the lines shown may take (at least one line is shown); nil for no limit.
    var maximumHeight: CGFloat?
    /// How lines line up within `width`.
    var alignment: NSTextAlignment
    /// Extra space between lines, in points.
    var lineSpacing: CGFloat = 0

    /// Where the laid-out lines are, in points relative to the layout's top-left corner.
    struct Geometry {
        /// The width of the longest line shown and the height of the lines shown.
        var size: CGSize
        /// How far right of the layout's origin lines aligned by Casement (not by Pango) start.
        var xOffset: CGFloat
        /// The height below which lines are cut off rather than ellipsized, if any are.
        var clipHeight: CGFloat?
        /// The baseline of the first line, below the top.
        var firstBaseline: CGFloat
    }

    /// A layout of `string` with its paragraph style (the one at its first character).
    init(string: NSAttributedString, defaultFont: UIFont, width: CGFloat?, wraps: Bool,
         lineBreakMode: NSLineBreakMode? = nil, alignment: NSTextAlignment? = nil) {
        let style = string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        self.string = string
        self.defaultFont = defaultFont
        self.width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.wraps = wraps
        self.lineBreakMode = lineBreakMode ?? style?.lineBreakMode ?? .byWordWrapping
        self.alignment = alignment ?? style?.alignment ?? .natural
        self.lineSpacing = style?.lineSpacing ?? 0
    }

    // MARK: Measuring and drawing

    /// The size and placement of the lines shown.
    func measure() -> Geometry {
        let context = Self.makeMeasuringContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return withLayout(on: context) { _, geometry in geometry }
    }

    /// Draws the lines with the layout's top-left corner at `origin`, in `defaultColor` where the
    /// text has no colour, through the context's alpha, blend mode, shadow and clip.
    func draw(in context: CGContext, at origin: CGPoint, defaultColor: UIColor) {
        context.drawDirectly { cairo in
            let pango = pango_cairo_create_context(cairo)!
            defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
            Self.applyFontOptions(to: pango)
            withLayout(on: pango) { layout, geometry in
                if let clipHeight = geometry.clipHeight {
                    let left = Double(origin.x + min(0, geometry.xOffset))
                    cairo_rectangle(cairo, left, Double(origin.y), Double(max(width ?? 0, geometry.size.width)), Double(clipHeight))
                    cairo_clip(cairo)
                }
                let c = defaultColor.cgColor.rgba
                cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
                cairo_move_to(cairo, Double(origin.x + geometry.xOffset), Double(origin.y))
                pango_cairo_show_layout(cairo, layout)
            }
        }
    }

    // MARK: Pango

    /// A Pango context for measuring, with the font options drawing uses.
    static func makeMeasuringContext() -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        applyFontOptions(to: context)
        return context
    }

    /// Turns off metric hinting, so glyph advances do not snap to the pixels of one scale.
    private static func applyFontOptions(to context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// Builds the Pango layout on `context`, limits its lines, and runs `body` with it.
    func withLayout<R>(on context: OpaquePointer, _ body: (OpaquePointer, Geometry) -> R) -> R {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = defaultFont.makeDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, string.string, -1)
        let attributes = TextAttributes.makeList(for: string)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_spacing(layout, Int32(clamping: Int((lineSpacing * CGFloat(PANGO_SCALE)).rounded())))
        configureAlignment(of: layout)

        // Pango wraps, truncates and aligns within a width; text that neither wraps nor truncates
        // is laid out unbounded and aligned by hand (so that it can overflow on both sides).
        let pangoHasWidth = width != nil && (wraps || lineBreakMode.truncates)
        if pangoHasWidth, let width {
            pango_layout_set_width(layout, Int32(clamping: Int(width * CGFloat(PANGO_SCALE))))
            pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if !wraps {
                pango_layout_set_ellipsize(layout, ellipsizeMode)
                pango_layout_set_height(layout, -1)  // one line per paragraph
            }
        }

        var clipHeight: CGFloat?
        let bottoms = Self.lineBottoms(of: layout)
        if let shown = linesShown(bottoms: bottoms), shown < bottoms.count {
            if lineBreakMode.truncates, pangoHasWidth {
                pango_layout_set_ellipsize(layout, ellipsizeMode)
                pango_layout_set_height(layout, bottoms[shown - 1])
            } else {
                clipHeight = Self.points(bottoms[shown - 1])
            }
        }

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let size = CGSize(width: Self.points(logical.width), height: clipHeight ?? Self.points(logical.y + logical.height))
        var xOffset: CGFloat = 0
        if !pangoHasWidth, let width {
            switch alignment {
            case .center: xOffset = (width - size.width) / 2
            case .right: xOffset = width - size.width
            default: break
            }
        }
        let geometry = Geometry(size: size, xOffset: xOffset, clipHeight: clipHeight,
                                firstBaseline: Self.points(pango_layout_get_baseline(layout)))
        return body(layout, geometry)
    }

    private func configureAlignment(of layout: OpaquePointer) {
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .left, .natural, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        // Natural (and justified) text starts on the leading side: Pango mirrors for right-to-left paragraphs.
        pango_layout_set_auto_dir(layout, alignment == .natural || alignment == .justified ? 1 : 0)
    }

    private var ellipsizeMode: PangoEllipsizeMode {
        switch lineBreakMode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }

    /// How many lines may be shown (nil: all), from `maximumLines` and `maximumHeight`.
    private func linesShown(bottoms: [Int32]) -> Int? {
        var limit = maximumLines > 0 ? maximumLines : nil
        if let maximumHeight {
            let fitting = bottoms.prefix { Self.points($0) <= maximumHeight + 0.01 }.count
            limit = min(limit ?? .max, max(1, fitting))
        }
        return limit
    }

    /// The bottom of every line, in Pango units from the top.
    private static func lineBottoms(of layout: OpaquePointer) -> [Int32] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var bottoms: [Int32] = []
        repeat {
            var top: Int32 = 0, bottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            bottoms.append(bottom)
        } while pango_layout_iter_next_line(iterator) != 0
        return bottoms
    }

    static func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
}
