import QuartzCore

/// The render target of a headless window: there is no GL context to make current or present.
package final class HeadlessRenderTarget: RenderTarget {
    package init() {}
    package func makeCurrent() {}
    package func releaseCurrent() {}
    package func present() {}
    package func destroy() {}
}
