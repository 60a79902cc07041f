import CoreGraphics

/// Symbol images. Apple's SF Symbols artwork cannot ship, so the names apps use most are drawn from
/// the freedesktop symbolic icons of Adwaita (`SymbolNames`, `SymbolArtwork`); a name not in the
/// table gives nil, as an unknown name does on iOS.
extension UIImage {
    /// What a symbol image shows: the symbol's name and the configuration it was drawn for.
    package struct Symbol: Sendable {
        let name: String
        let configuration: SymbolConfiguration
    }

    /// The symbol `name` at the default configuration, drawn as a template; nil for an unknown name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` drawn for `configuration` (its point size and scale), as a template; nil
    /// for an unknown name, or when the icon theme's file is missing.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(symbol: Symbol(name: name, configuration: configuration as? SymbolConfiguration ?? .unspecified), renderingMode: .automatic)
    }

    private convenience init?(symbol: Symbol, renderingMode: RenderingMode) {
        guard let icon = SymbolNames.adwaitaIcons[symbol.name] else { return nil }
        let pixels = Int((symbol.configuration.side * SymbolArtwork.scale).rounded())
        guard let bitmap = SymbolArtwork.bitmap(icon: icon, pixels: pixels, weight: symbol.configuration.weight) else { return nil }
        self.init(cgImage: bitmap, scale: SymbolArtwork.scale, orientation: .up, capInsets: .zero, resizingMode: .tile,
                  renderingMode: renderingMode, symbol: symbol)
    }

    /// The configuration a symbol image was drawn for; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// This symbol image drawn for `configuration` instead (this image if it is not a symbol image).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let configuration = configuration as? SymbolConfiguration else { return self }
        return UIImage(symbol: Symbol(name: symbol.name, configuration: configuration), renderingMode: renderingMode) ?? self
    }

    /// This symbol image drawn with what `configuration` specifies over its own configuration; nil
    /// if it is not a symbol image.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return withConfiguration(symbol.configuration.overridden(by: configuration))
    }
}
