#version 330 core
// Rounded rectangles measured by their distance field: the filled shape (a background, or
// contents clipped by masksToBounds), its border ring, or its Gaussian shadow, computed exactly
// along x (erf) and integrated along y. Edges are smoothed over one pixel under any transform.
// Compiled with TEXTURED for contents clipped to rounded corners, and without for colours.
in vec2 vTexCoord;
in vec4 vColor;
in vec2 vLocal;
flat in vec2 vHalfSize;
flat in vec4 vRadii;
flat in vec4 vParams;
uniform sampler2D contents;
out vec4 fragColor;

// The radius of the corner in whose quadrant `p` lies.
float cornerRadius(vec2 p) {
    return p.y < 0.0 ? (p.x < 0.0 ? vRadii.x : vRadii.y) : (p.x < 0.0 ? vRadii.z : vRadii.w);
}

// Signed distance from `p` to a rounded rectangle of half size `h` and corner radius `r` (< 0 inside).
float roundedRectDistance(vec2 p, vec2 h, float r) {
    vec2 q = abs(p) - h + r;
    return min(max(q.x, q.y), 0.0) + length(max(q, 0.0)) - r;
}

// The part of this pixel inside the shape whose distance is `d`.
float coverage(float d) {
    return clamp(0.5 - d / max(fwidth(d), 1e-4), 0.0, 1.0);
}

// Winitzki's approximation of the error function (relative error below 2e-3).
float erf(float x) {
    float x2 = x * x;
    float a = 0.147;
    return sign(x) * sqrt(1.0 - exp(-x2 * (1.2732395 + a * x2) / (1.0 + a * x2)));
}

// How far a corner of radius `r` pulls in the end of row `y` of a shape of half height `hy`.
float cornerInset(float y, float hy, float r) {
    float d = abs(y) - (hy - r);
    return (d <= 0.0 || r <= 0.0) ? 0.0 : r - sqrt(max(r * r - d * d, 0.0));
}

// The shape convolved with a Gaussian of deviation `sigma`: exact across each row, summed over rows.
float blurredShape(vec2 p, vec2 h, float sigma) {
    float low = max(p.y - 3.0 * sigma, -h.y);
    float high = min(p.y + 3.0 * sigma, h.y);
    if (low >= high) return 0.0;
    const int rows = 12;
    float step = (high - low) / float(rows);
    float k = 0.70710678 / sigma;
    float total = 0.0;
    for (int i = 0; i < rows; i++) {
        float y = low + (float(i) + 0.5) * step;
        float left = -h.x + cornerInset(y, h.y, y < 0.0 ? vRadii.x : vRadii.z);
        float right = h.x - cornerInset(y, h.y, y < 0.0 ? vRadii.y : vRadii.w);
        float dy = (p.y - y) / sigma;
        total += exp(-0.5 * dy * dy) * (erf((p.x - left) * k) - erf((p.x - right) * k));
    }
    return total * step * 0.5 / (sigma * 2.5066283);
}

void main() {
    float alpha;
    if (vParams.y > 0.0) {
        alpha = blurredShape(vLocal, vHalfSize, vParams.y);
    } else {
        float r = cornerRadius(vLocal);
        alpha = coverage(roundedRectDistance(vLocal, vHalfSize, r));
        if (vParams.x > 0.0) {
            vec2 inner = vHalfSize - vParams.x;
            float inside = (inner.x <= 0.0 || inner.y <= 0.0) ? 0.0
                : coverage(roundedRectDistance(vLocal, inner, max(r - vParams.x, 0.0)));
            alpha = max(alpha - inside, 0.0);
        }
    }
    if (alpha <= vParams.z) discard;
#ifdef TEXTURED
    fragColor = texture(contents, vTexCoord) * vColor * alpha;
#else
    fragColor = vColor * alpha;
#endif
}
