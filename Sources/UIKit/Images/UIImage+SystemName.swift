import CoreGraphics

/// Symbol images. Apple's SF Symbols artwork cannot ship, so the names apps use most are drawn from
/// the freedesktop symbolic icons of Adwaita (`SymbolNames`, `SymbolArtwork`); a name not in the
/// table gives nil, as an unknown name does on iOS.
extension UIImage {
    /// The symbol `name` at the default configuration, drawn as a template; nil for an unknown name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` drawn for `configuration` (its point size and scale), as a template; nil
    /// for an unknown name, or when the icon theme's file is missing.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let icon = SymbolNames.adwaitaIcons[name] else { return nil }
        let symbol = configuration as? SymbolConfiguration ?? .unspecified
        let pixels = Int((symbol.side * SymbolArtwork.scale).rounded())
        guard let bitmap = SymbolArtwork.bitmap(icon: icon, pixels: pixels) else { return nil }
        self.init(cgImage: bitmap, scale: SymbolArtwork.scale, orientation: .up, capInsets: .zero, resizingMode: .tile,
                  renderingMode: .automatic, symbolConfiguration: symbol)
    }
}
