import CGL
import Foundation
import Shaders

/// The compositor's one shader program, compiled from the embedded GLSL.
package struct GLProgram {
    package let name: GLuint
    package let contentsUniform: GLint

    /// Compiles and links the layer shaders; reports the GL log and returns nil on failure.
    package init?() {
        guard let vertex = GLProgram.compile(ShaderSource.layerVertex, GLenum(GL_VERTEX_SHADER)),
              let fragment = GLProgram.compile(ShaderSource.layerFragment, GLenum(GL_FRAGMENT_SHADER)) else { return nil }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        glLinkProgram(program)
        glDeleteShader(vertex)
        glDeleteShader(fragment)
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            GLProgram.report("link", log: GLProgram.log(of: program, getter: glGetProgramInfoLog))
            glDeleteProgram(program)
            return nil
        }
        name = program
        contentsUniform = glGetUniformLocation(program, "contents")
    }

    private static func compile(_ source: String, _ kind: GLenum) -> GLuint? {
        let shader = glCreateShader(kind)
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var status: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
        guard status == GL_TRUE else {
            report("compile", log: log(of: shader, getter: glGetShaderInfoLog))
            glDeleteShader(shader)
            return nil
        }
        return shader
    }

    private static func log(of object: GLuint,
                            getter: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void) -> String {
        var buffer = [GLchar](repeating: 0, count: 4096)
        var length: GLsizei = 0
        getter(object, GLsizei(buffer.count), &length, &buffer)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func report(_ stage: String, log: String) {
        FileHandle.standardError.write(Data("Casement: shader \(stage) failed: \(log)\n".utf8))
    }
}
