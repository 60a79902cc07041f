/// The GLSL sources of the compositor, compiled into the binary from `Shaders/glsl/*.glsl`
/// by the `EmbedShaders` build plugin (see `EmbeddedShaders.swift` in the build folder).
public enum ShaderSource {}
