#version 330 core
// Premultiplied contents times a premultiplied tint; offscreen results (group opacity, blurred
// shadows) are composited through it too. Compiled twice: with TEXTURED for bitmaps, and without
// for colour-only quads, which then skip the texture fetch (costly on a software rasterizer).
in vec2 vTexCoord;
in vec4 vColor;
uniform sampler2D contents;
out vec4 fragColor;

void main() {
#ifdef TEXTURED
    fragColor = texture(contents, vTexCoord) * vColor;
#else
    fragColor = vColor;
#endif
}
