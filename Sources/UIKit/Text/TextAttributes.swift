import CCairo

/// Turns an attributed string's runs into a Pango attribute list over its UTF-8 text.
///
/// `NSAttributedString` ranges count UTF-16 units; Pango's count UTF-8 bytes. Values of the wrong
/// type are ignored, as UIKit ignores them.
enum TextAttributes {
    /// A new Pango attribute list (the caller unrefs it) for the runs of `string`.
    static func makeList(for string: NSAttributedString) -> OpaquePointer {
        let list = pango_attr_list_new()!
        let byteOffsets = utf8Offsets(of: string.string)
        let length = string.length
        guard length > 0 else { return list }
        string.enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            let start = UInt32(byteOffsets[range.location])
            let end = UInt32(byteOffsets[min(range.location + range.length, length)])
            for attribute in pangoAttributes(for: attributes) {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
        }
        return list
    }

    /// The UTF-8 byte offset of every UTF-16 offset in `text` (and of its end); an offset inside a
    /// surrogate pair maps to the start of its character.
    static func utf8Offsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var byte = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<UTF16.width(scalar) { offsets.append(byte) }
            byte += UTF8.width(scalar)
        }
        offsets.append(byte)
        return offsets
    }

    private static func pangoAttributes(for attributes: [NSAttributedString.Key: Any]) -> [UnsafeMutablePointer<PangoAttribute>] {
        var result: [UnsafeMutablePointer<PangoAttribute>] = []
        if let font = attributes[.font] as? UIFont {
            let description = font.makeDescription()
            result.append(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
        }
        if let color = attributes[.foregroundColor] as? UIColor {
            let c = Channels(color)
            result.append(pango_attr_foreground_new(c.red, c.green, c.blue))
            result.append(pango_attr_foreground_alpha_new(c.alpha))
        }
        if let color = attributes[.backgroundColor] as? UIColor {
            let c = Channels(color)
            result.append(pango_attr_background_new(c.red, c.green, c.blue))
            result.append(pango_attr_background_alpha_new(c.alpha))
        }
        if let kern = number(attributes[.kern]) {
            result.append(pango_attr_letter_spacing_new(Int32(clamping: Int((kern * CGFloat(PANGO_SCALE)).rounded()))))
        }
        if let offset = number(attributes[.baselineOffset]) {
            result.append(pango_attr_rise_new(Int32(clamping: Int((offset * CGFloat(PANGO_SCALE)).rounded()))))
        }
        if let style = underlineStyle(attributes[.underlineStyle]), !style.isEmpty {
            let double = style.contains(.double)
            result.append(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = attributes[.underlineColor] as? UIColor {
                let c = Channels(color)
                result.append(pango_attr_underline_color_new(c.red, c.green, c.blue))
            }
        }
        if let style = underlineStyle(attributes[.strikethroughStyle]), !style.isEmpty {
            result.append(pango_attr_strikethrough_new(1))
            if let color = attributes[.strikethroughColor] as? UIColor {
                let c = Channels(color)
                result.append(pango_attr_strikethrough_color_new(c.red, c.green, c.blue))
            }
        }
        return result
    }

    /// A colour as Pango's 16-bit channels; alpha is at least 1 because Pango reads 0 as "opaque".
    private struct Channels {
        var red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16

        init(_ color: UIColor) {
            let c = color.cgColor.rgba
            func channel(_ value: Double) -> UInt16 { UInt16((value * 65535).rounded()) }
            red = channel(c.red)
            green = channel(c.green)
            blue = channel(c.blue)
            alpha = max(1, channel(c.alpha))
        }
    }

    /// A number attribute given as any numeric type.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value.isFinite ? value : nil
        case let value as Double: value.isFinite ? CGFloat(value) : nil
        case let value as Float: value.isFinite ? CGFloat(value) : nil
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// An underline or strikethrough style given as `NSUnderlineStyle` or its raw value.
    private static func underlineStyle(_ value: Any?) -> NSUnderlineStyle? {
        switch value {
        case let style as NSUnderlineStyle: style
        case let raw as Int: NSUnderlineStyle(rawValue: raw)
        case let number as NSNumber: NSUnderlineStyle(rawValue: number.intValue)
        default: nil
        }
    }
}
