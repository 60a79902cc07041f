#version 330 core
// One vertex of a shape quad: a rounded background or contents, a border, an analytic shadow, or
// a rounded clip written to the stencil buffer. Position is in clip space (w carries perspective);
// `local` is the same point in the layer's space, relative to the shape's centre, so the fragment
// shader measures the shape exactly under any 2D or 3D transform.
layout(location = 0) in vec4 position;
layout(location = 1) in vec2 texCoord;
layout(location = 2) in vec4 color;      // premultiplied tint
layout(location = 3) in vec2 local;
layout(location = 4) in vec2 halfSize;   // of the shape, in points
layout(location = 5) in vec4 radii;      // corners: min-x min-y, max-x min-y, min-x max-y, max-x max-y
layout(location = 6) in vec4 params;     // x: border width (0: filled), y: blur sigma (0: sharp), z: discard threshold
out vec2 vTexCoord;
out vec4 vColor;
out vec2 vLocal;
flat out vec2 vHalfSize;
flat out vec4 vRadii;
flat out vec4 vParams;

void main() {
    gl_Position = position;
    vTexCoord = texCoord;
    vColor = color;
    vLocal = local;
    vHalfSize = halfSize;
    vRadii = radii;
    vParams = params;
}
