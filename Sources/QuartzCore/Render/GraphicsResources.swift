/// What a graphics executor holds at a moment, counted for `RenderStatistics`.
package struct GraphicsResources: Equatable {
    /// Textures alive.
    package var textures: Int
    /// Vertex and index buffers and vertex arrays alive.
    package var buffers: Int
    /// Offscreen surfaces alive, in every executor of the process.
    package var offscreenSurfaces: Int

    package init(textures: Int, buffers: Int, offscreenSurfaces: Int) {
        self.textures = textures; self.buffers = buffers; self.offscreenSurfaces = offscreenSurfaces
    }
}
