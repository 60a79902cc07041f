/// The bitmap contexts opened by `UIGraphicsBeginImageContextWithOptions`, innermost last.
@MainActor
private var imageContexts: [CGContext] = []

/// Opens a bitmap context of `size` points and makes it current: cleared (black when `opaque`),
/// at `scale` pixels per point (0: the main screen's). Pair with `UIGraphicsEndImageContext()`.
/// A size that cannot be drawn opens nothing (a diagnostic says so) and drawing goes nowhere.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard let context = ImageContext.make(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque,
                                          caller: "UIGraphicsBeginImageContextWithOptions") else { return }
    imageContexts.append(context)
    UIGraphicsPushContext(context)
}

/// Opens a transparent bitmap context of `size` points at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn into the current image context, or nil when the current context is not one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(), let image = imageContexts.last, current === image else { return nil }
    return ImageContext.image(of: image)
}

/// Closes the current image context and makes the previous context current; does nothing when
/// the current context is not an image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let current = UIGraphicsGetCurrentContext(), let image = imageContexts.last, current === image else { return }
    imageContexts.removeLast()
    UIGraphicsPopContext()
}
