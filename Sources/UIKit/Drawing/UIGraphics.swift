/// The stack of current drawing contexts: `draw(_:)` runs with its layer's context on top.
@MainActor
private var contextStack: [CGContext] = []

/// The context drawing functions use now (inside `draw(_:)`, the view's), or nil.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Restores the context that was current before the last push.
@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = contextStack.popLast() }

/// Fills `rect` with the current fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Draws a one-point frame just inside `rect` in the current fill colour, as UIKit does.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    let inner = rect.insetBy(dx: min(1, rect.width / 2), dy: min(1, rect.height / 2))
    context.saveGState()
    context.addRect(rect)
    if !inner.isEmpty { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}
