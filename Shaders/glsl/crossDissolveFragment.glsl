#version 330 core
// A cross-dissolve: the old and new pictures of a transition (premultiplied, the same
// coordinates) mixed into one picture, which is then composited once. Drawing the old at 1 − p and
// the new at p over the background instead would let the background through in the middle.
in vec2 vTexCoord;
in vec4 vColor;
uniform sampler2D contents;
uniform sampler2D other;
uniform float progress;
out vec4 fragColor;

void main() {
    fragColor = mix(texture(contents, vTexCoord), texture(other, vTexCoord), progress) * vColor;
}
