#version 330 core
// One vertex of a layer quad. The CPU has already applied the layer's full matrix and the
// window projection: position is in clip space, with w carrying any perspective (m34).
layout(location = 0) in vec4 position;
layout(location = 1) in vec2 texCoord;
layout(location = 2) in vec4 color;   // premultiplied tint: background colour, or opacity for contents
out vec2 vTexCoord;
out vec4 vColor;

void main() {
    gl_Position = position;
    vTexCoord = texCoord;
    vColor = color;
}
