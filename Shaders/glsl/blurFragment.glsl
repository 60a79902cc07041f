#version 330 core
// One direction of a separable Gaussian blur of the alpha channel, for shadows of arbitrary
// shapes. The result is alpha as premultiplied white, so compositing it with a tint gives the
// shadow colour. Run twice (across, then down) over a downscaled copy of the shape.
in vec2 vTexCoord;
uniform sampler2D contents;
uniform vec2 texelStep;   // one texel in the blur's direction, in texture coordinates
uniform float sigma;      // standard deviation, in texels
uniform int radius;       // taps on each side
out vec4 fragColor;

void main() {
    float total = texture(contents, vTexCoord).a;
    float weights = 1.0;
    for (int i = 1; i <= radius; i++) {
        float weight = exp(-0.5 * float(i * i) / (sigma * sigma));
        vec2 offset = texelStep * float(i);
        total += weight * (texture(contents, vTexCoord + offset).a + texture(contents, vTexCoord - offset).a);
        weights += 2.0 * weight;
    }
    fragColor = vec4(total / weights);
}
