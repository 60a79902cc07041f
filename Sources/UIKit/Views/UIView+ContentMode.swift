extension UIView {
    /// How a view's bitmap is placed in its bounds; applied by the compositor, never by redrawing
    /// (except `.redraw`, which draws again when the size changes).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer gravity that does the same.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}

extension UIView {
    /// The stretchable part of the view's bitmap, in unit coordinates (the layer's `contentsCenter`):
    /// under the scaling content modes the parts outside it keep their size. Deprecated by Apple since
    /// iOS 6 in favour of resizable images, kept because the seed documents use it.
    public var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }
}
