#version 330 core
// A page curl (TRANSITIONS.md, cylinder model). The page rolls around a cylinder of `radius`
// whose axis is the line dot(p, normal) = axis; a page point at signed distance d from the axis
// (positive on the lifting side) lies flat for d <= 0, on the cylinder for 0 < d < pi r (shown
// at r sin(d/r) from the axis, its front while d/r < pi/2), and flat on top, mirrored, beyond.
// Each fragment finds the top-most page point over it: the flat back part, the cylinder's back,
// its front, the flat page, else the revealed picture, shaded near the fold.
in vec2 vTexCoord;
in vec4 vColor;
uniform sampler2D contents;   // the page
uniform sampler2D revealed;   // what the page uncovers
uniform vec2 size;            // the page, in points
uniform vec2 normal;
uniform float axis;
uniform float radius;
out vec4 fragColor;

const float PI = 3.14159265;
// The back of the page: light paper with the front faintly showing through (60 % white).
const float PAPER = 0.6;
// How dark the revealed picture is by the fold; it recovers over 1.5 radii.
const float SHADOW = 0.5;

bool onPage(vec2 p) { return all(greaterThanEqual(p, vec2(0.0))) && all(lessThanEqual(p, size)); }

vec4 back(vec2 p) {
    vec4 front = texture(contents, p / size);
    return vec4(mix(front.rgb, vec3(front.a), PAPER), front.a);
}

void main() {
    vec2 q = vTexCoord * size;
    float e = dot(q, normal) - axis;   // the fragment's distance from the axis, on screen
    vec4 color;
    // The page point over this fragment at distance d from the axis.
    #define POINT(d) (q + ((d) - e) * normal)
    if (e <= 0.0 && onPage(POINT(PI * radius - e))) {
        color = back(POINT(PI * radius - e));
    } else if (e >= 0.0 && e <= radius && onPage(POINT(radius * (PI - asin(e / radius))))) {
        float angle = PI - asin(e / radius);
        color = back(POINT(radius * angle)) * (0.85 - 0.15 * cos(angle));
    } else if (e >= 0.0 && e <= radius && onPage(POINT(radius * asin(e / radius)))) {
        float angle = asin(e / radius);
        vec4 front = texture(contents, POINT(radius * angle) / size);
        // Lit from the viewer's side: brightest where the surface faces the viewer.
        color = vec4(front.rgb * (0.75 + 0.25 * cos(angle)), front.a);
    } else if (e <= 0.0) {
        color = texture(contents, vTexCoord);
    } else {
        float shade = 1.0 - SHADOW * pow(1.0 - clamp((e - radius) / (1.5 * radius), 0.0, 1.0), 2.0);
        vec4 under = texture(revealed, vTexCoord);
        color = vec4(under.rgb * shade, under.a);
    }
    fragColor = color * vColor;
}
