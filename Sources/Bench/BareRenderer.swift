import CGL
import CSDL2
import Foundation
import GLCompositor
import QuartzCore

/// The yardstick: the benchmark's quads drawn by a bare OpenGL program in one instanced draw call a
/// frame, in its own SDL window, with the per-layer placement computed on the CPU as Casement must.
/// No scene graph, no batching decisions, no transactions: what is left is the cost of the picture.
final class BareRenderer {
    private let window: OpaquePointer
    private let context: SDL_GLContext
    private let motions: [LeafMotion]
    private var program: GLuint = 0
    private var placementBuffer: GLuint = 0
    private var placements: [Float]

    /// Opens the window and uploads the static data (colours or the shared image); nil, with a message, on failure.
    init?(variant: BenchVariant, motions: [LeafMotion]) {
        self.motions = motions
        placements = [Float](repeating: 0, count: motions.count * 3)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return nil }
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_CORE.rawValue))
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
        guard let window = SDL_CreateWindow("casement-bench (bare OpenGL)", 0, 0, Int32(LeafMotion.windowSize.width),
                                            Int32(LeafMotion.windowSize.height),
                                            SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_SHOWN.rawValue) else { return nil }
        guard let context = SDL_GL_CreateContext(window) else { SDL_DestroyWindow(window); return nil }
        self.window = window
        self.context = context
        SDL_GL_SetSwapInterval(0)
        // Compiled with the compositor's helper: only what runs per frame is measured.
        guard let program = GLProgram(vertex: BareRenderer.vertex,
                                      fragment: variant == .solid ? BareRenderer.solidFragment : BareRenderer.texturedFragment,
                                      textureUnits: ["image": 0]) else { return nil }
        self.program = program.name
        uploadStaticData(variant: variant)
    }

    deinit {
        SDL_GL_DeleteContext(context)
        SDL_DestroyWindow(window)
    }

    /// Draws and presents the frame for `time` seconds after the start.
    func drawFrame(at time: Double) {
        for (index, motion) in motions.enumerated() {
            let position = motion.position(at: time)
            placements[index * 3] = Float(position.x)
            placements[index * 3 + 1] = Float(position.y)
            placements[index * 3 + 2] = Float(motion.angle(at: time))
        }
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), placementBuffer)
        placements.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(motions.count))
        SDL_GL_SwapWindow(window)
    }

    /// Unit-square corners (attribute 0), per-instance placement (1) and colour (2), the image, the state.
    private func uploadStaticData(variant: BenchVariant) {
        var vertexArray: GLuint = 0
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        var buffers = [GLuint](repeating: 0, count: 3)
        glGenBuffers(3, &buffers)
        let corners: [Float] = [0, 0, 1, 0, 0, 1, 1, 1]
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffers[0])
        corners.withUnsafeBytes { glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW)) }
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)

        placementBuffer = buffers[1]
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), placementBuffer)
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
        glVertexAttribDivisor(1, 1)

        let opacity = Float(LeafMotion.opacity)
        let colors: [Float] = motions.indices.flatMap { index -> [Float] in
            guard variant == .solid else { return [opacity, opacity, opacity, opacity] }
            let color = LeafMotion.color(index: index)
            return [Float(color.red) * opacity, Float(color.green) * opacity, Float(color.blue) * opacity, opacity]
        }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffers[2])
        colors.withUnsafeBytes { glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW)) }
        glEnableVertexAttribArray(2)
        glVertexAttribPointer(2, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
        glVertexAttribDivisor(2, 1)

        if variant == .textured {
            var texture: GLuint = 0
            glGenTextures(1, &texture)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
            BenchImage.premultipliedBGRA.withUnsafeBytes { pixels in
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(BenchImage.side), GLsizei(BenchImage.side), 0,
                             GLenum(GL_BGRA), GLenum(GL_UNSIGNED_BYTE), pixels.baseAddress)
            }
        }
        glUseProgram(program)
        glUniform2f(glGetUniformLocation(program, "viewport"), Float(LeafMotion.windowSize.width), Float(LeafMotion.windowSize.height))
        glUniform1f(glGetUniformLocation(program, "side"), Float(LeafMotion.side))
        glViewport(0, 0, GLsizei(LeafMotion.windowSize.width), GLsizei(LeafMotion.windowSize.height))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    private static let vertex = """
        #version 330 core
        layout(location = 0) in vec2 corner;
        layout(location = 1) in vec3 placement;   // centre x, y in points; angle in radians
        layout(location = 2) in vec4 color;       // premultiplied
        uniform vec2 viewport;
        uniform float side;
        out vec2 texCoord;
        out vec4 tint;
        void main() {
            vec2 local = (corner - 0.5) * side;
            float c = cos(placement.z), s = sin(placement.z);
            vec2 point = placement.xy + vec2(c * local.x - s * local.y, s * local.x + c * local.y);
            gl_Position = vec4(point.x / viewport.x * 2.0 - 1.0, 1.0 - point.y / viewport.y * 2.0, 0.0, 1.0);
            texCoord = corner;
            tint = color;
        }
        """
    private static let solidFragment = """
        #version 330 core
        in vec2 texCoord;
        in vec4 tint;
        out vec4 fragColor;
        void main() { fragColor = tint; }
        """
    private static let texturedFragment = """
        #version 330 core
        in vec2 texCoord;
        in vec4 tint;
        uniform sampler2D image;
        out vec4 fragColor;
        void main() { fragColor = texture(image, texCoord) * tint; }
        """
}
