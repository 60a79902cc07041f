extension UIView {
    /// The leading edge of the view's alignment rectangle (left, as Casement lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .leading)) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .trailing)) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .left)) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .right)) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .top)) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .bottom)) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: LayoutTerm(self, .width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: LayoutTerm(self, .height)) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .centerX)) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .centerY)) }
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .firstBaseline)) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .lastBaseline)) }
}
