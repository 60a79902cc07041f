#version 330 core
// Composites a layer drawn offscreen through its mask layer, also drawn offscreen: the mask's
// alpha cuts the layer and its sublayers (CALayer.mask). Both textures share the coordinates.
in vec2 vTexCoord;
in vec4 vColor;
uniform sampler2D contents;
uniform sampler2D mask;
out vec4 fragColor;

void main() {
    fragColor = texture(contents, vTexCoord) * texture(mask, vTexCoord).a * vColor;
}
