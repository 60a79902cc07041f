#version 330 core
// One direction of a separable Gaussian blur. Without COLORS, of the alpha channel alone, for
// shadows of arbitrary shapes: the result is alpha as premultiplied white, so compositing it with a
// tint gives the shadow colour. With COLORS, of all four (premultiplied) channels: a backdrop behind
// a visual effect. Run twice (across, then down) over a downscaled copy.
in vec2 vTexCoord;
uniform sampler2D contents;
uniform vec2 texelStep;   // one texel in the blur's direction, in texture coordinates
uniform float sigma;      // standard deviation, in texels
uniform int radius;       // taps on each side
out vec4 fragColor;

#ifdef COLORS
vec4 tap(vec2 at) { return texture(contents, at); }
#else
vec4 tap(vec2 at) { return vec4(texture(contents, at).a); }
#endif

void main() {
    vec4 total = tap(vTexCoord);
    float weights = 1.0;
    for (int i = 1; i <= radius; i++) {
        float weight = exp(-0.5 * float(i * i) / (sigma * sigma));
        vec2 offset = texelStep * float(i);
        total += weight * (tap(vTexCoord + offset) + tap(vTexCoord - offset));
        weights += 2.0 * weight;
    }
    fragColor = total / weights;
}
