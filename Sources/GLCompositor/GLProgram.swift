import CGL
import CoreGraphics
import Foundation
import Shaders

/// One linked shader program of the compositor, compiled from the embedded GLSL, with the
/// locations of the uniforms it uses.
package struct GLProgram {
    package let name: GLuint
    private let uniforms: [String: GLint]

    /// Compiles and links `vertex` with `fragment` (with `defines` set for the fragment shader's
    /// `#ifdef`s); reports the GL log and returns nil on failure. Sampler uniforms named in
    /// `textureUnits` are bound to their units once, here.
    package init?(vertex vertexSource: String, fragment fragmentSource: String, defines: [String] = [],
                  uniforms names: [String] = [], textureUnits: [String: GLint] = ["contents": 0]) {
        guard let vertex = GLProgram.compile(vertexSource, GLenum(GL_VERTEX_SHADER)) else { return nil }
        guard let fragment = GLProgram.compile(GLProgram.defining(defines, in: fragmentSource), GLenum(GL_FRAGMENT_SHADER)) else {
            glDeleteShader(vertex)
            return nil
        }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        glLinkProgram(program)
        glDeleteShader(vertex)
        glDeleteShader(fragment)
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            Diagnostics.report("shader link failed: \(GLProgram.log(of: program, getter: glGetProgramInfoLog))")
            glDeleteProgram(program)
            return nil
        }
        name = program
        uniforms = Dictionary(uniqueKeysWithValues: names.map { ($0, glGetUniformLocation(program, $0)) })
        glUseProgram(program)
        for (sampler, unit) in textureUnits { glUniform1i(glGetUniformLocation(program, sampler), unit) }
    }

    /// The location of a uniform named at initialisation (-1, which GL ignores, for any other).
    package subscript(uniform name: String) -> GLint { uniforms[name] ?? -1 }

    /// `source` with a `#define` for each name, after its `#version` line (which must come first).
    private static func defining(_ names: [String], in source: String) -> String {
        guard !names.isEmpty, let endOfVersion = source.firstIndex(of: "\n") else { return source }
        let defines = names.map { "#define \($0)\n" }.joined()
        return String(source[...endOfVersion]) + defines + String(source[source.index(after: endOfVersion)...])
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
            Diagnostics.report("shader compile failed: \(log(of: shader, getter: glGetShaderInfoLog))")
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
}
