#version 330 core
// Premultiplied contents times a premultiplied tint. Background-only quads sample a 1×1 white
// texture, so every plain quad shares this program and consecutive quads batch into one draw call.
// Offscreen results (group opacity, blurred shadows) are composited through it too.
in vec2 vTexCoord;
in vec4 vColor;
uniform sampler2D contents;
out vec4 fragColor;

void main() {
    fragColor = texture(contents, vTexCoord) * vColor;
}
