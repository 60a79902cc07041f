import UIKit

/// The Auto Layout page: a form (captions beside bordered fields) and three tiles, placed by anchors,
/// the page's margins guide and stack views, so they reflow live as the window is resized — the
/// fields span the width, and the tiles stand in a row, or in a column below `narrowWidth`. A
/// slider sets the constant of the tiles' top constraint inside `UIView.animate`, and
/// `layoutIfNeeded()` animates the move.
final class AutoLayoutPage: UIView {
    nonisolated static let demoID = "layout"
    /// Below this page width the tiles stand in a column.
    static let narrowWidth: CGFloat = 560
    static let captionWidth: CGFloat = 100, fieldHeight: CGFloat = 30, spacing: CGFloat = 8, tileGap: CGFloat = 10
    /// The tiles' height in a row, and each tile's in a column.
    static let rowTileHeight: CGFloat = 80, columnTileHeight: CGFloat = 50
    /// The slider's range: the gap above the tiles, in points.
    static let gapRange: ClosedRange<Float> = 8...80
    static let initialGap: CGFloat = 16
    /// How long the tiles take to move to a new gap.
    static let gapAnimationDuration = 0.3
    /// The tiles' colours (none the slider uses).
    static let tileColors: [UIColor] = [.systemPurple, .systemOrange, .systemGreen]

    /// The form's fields, top to bottom.
    private(set) var fields: [UIView] = []
    let tiles = UIStackView()
    let slider = UISlider()
    private var tilesGap: NSLayoutConstraint!
    private var tilesHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        let heading = WrappingLabel()
        heading.text = "Auto Layout: resize the window, drag the slider"
        heading.font = .boldSystemFont(ofSize: 17)
        var lines: [UIView] = [heading]
        for (caption, placeholder) in [("Name", "Ada Lovelace"), ("Email", "ada@example.org"), ("City", "London")] {
            let field = Self.field(placeholder: placeholder)
            fields.append(field)
            lines.append(Self.line(caption, field))
        }
        slider.maximumValue = Self.gapRange.upperBound
        slider.minimumValue = Self.gapRange.lowerBound
        slider.value = Float(Self.initialGap)
        slider.addAction(UIAction { [weak self] _ in self?.gapChanged() }, for: .valueChanged)
        lines.append(Self.line("Gap above", slider))
        let form = UIStackView(arrangedSubviews: lines)
        form.axis = .vertical
        form.spacing = Self.spacing
        form.setCustomSpacing(2 * Self.spacing, after: heading)
        for (index, color) in Self.tileColors.enumerated() { tiles.addArrangedSubview(Self.tile(index + 1, color)) }
        tiles.distribution = .fillEqually
        tiles.spacing = Self.tileGap
        for view in [form, tiles] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let margins = layoutMarginsGuide
        tilesGap = tiles.topAnchor.constraint(equalTo: form.bottomAnchor, constant: Self.initialGap)
        tilesHeight = tiles.heightAnchor.constraint(equalToConstant: Self.rowTileHeight)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: margins.topAnchor),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            tilesGap, tilesHeight,
            tiles.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            tiles.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// A caption of `captionWidth` and `control` taking the rest of the line, centred on each other.
    private static func line(_ caption: String, _ control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = caption
        label.font = .systemFont(ofSize: 14)
        label.widthAnchor.constraint(equalToConstant: captionWidth).isActive = true
        let line = UIStackView(arrangedSubviews: [label, control])
        line.alignment = .center
        line.spacing = spacing
        return line
    }

    /// A field drawn as one (Casement has no text field yet): a bordered box with grey placeholder text.
    private static func field(placeholder: String) -> UIView {
        let field = UIView()
        field.layer.borderWidth = 1
        field.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
        field.heightAnchor.constraint(equalToConstant: fieldHeight).isActive = true
        let text = UILabel()
        text.text = placeholder
        text.font = .systemFont(ofSize: 14)
        text.textColor = .lightGray
        text.translatesAutoresizingMaskIntoConstraints = false
        field.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 8),
            text.trailingAnchor.constraint(lessThanOrEqualTo: field.trailingAnchor, constant: -8),
            text.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ])
        return field
    }

    private static func tile(_ number: Int, _ color: UIColor) -> UIView {
        let tile = UIView()
        tile.backgroundColor = color
        let label = UILabel()
        label.text = "\(number)"
        label.font = .boldSystemFont(ofSize: 16)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        tile.addSubview(label)
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
                                     label.centerYAnchor.constraint(equalTo: tile.centerYAnchor)])
        return tile
    }

    /// The tiles' height for an arrangement along `axis`.
    static func tilesHeight(along axis: NSLayoutConstraint.Axis) -> CGFloat {
        axis == .horizontal ? rowTileHeight : 3 * columnTileHeight + 2 * tileGap
    }

    override func layoutSubviews() {
        let axis: NSLayoutConstraint.Axis = bounds.width < Self.narrowWidth ? .vertical : .horizontal
        if tiles.axis != axis {
            tiles.axis = axis
            tilesHeight.constant = Self.tilesHeight(along: axis)
        }
        super.layoutSubviews()
    }

    /// The slider moved: the new gap is a constant change, animated by laying out inside the block.
    private func gapChanged() {
        tilesGap.constant = CGFloat(slider.value.rounded())
        UIView.animate(withDuration: Self.gapAnimationDuration) { self.layoutIfNeeded() }
    }
}
