#version 330 core
// Draws one image channel (a GL_R32F texture) at any zoom: nearest-neighbour cells, a padding
// ring outside the image that reads the same values the convolution reads, cells not computed
// yet, grid lines and a gray or diverging colour map.
//
// Built twice: as it is for the image's own cells, and with PADDING_RING defined for the ring
// around them, each drawn over its own rectangles only. llvmpipe runs both sides of a branch, so
// one shader for both made every pixel of the image pay for the padding rule.
out vec4 fragColor;

uniform sampler2D u_tex;
uniform vec2 u_origin;     // framebuffer pixels from the top-left corner to image pixel (0, 0)
uniform float u_scale;     // framebuffer pixels per image pixel
uniform float u_fbHeight;  // to turn gl_FragCoord (bottom-up) into top-down rows
uniform ivec2 u_size;      // image width, height
uniform int u_padMode;     // 0 zero, 1 replicate, 2 reflect, 3 none (as core's Padding)
uniform int u_map;         // 0 gray, 1 diverging blue-white-red
uniform vec2 u_range;      // values mapped to the ends of the colour map
uniform vec3 u_negative;   // the diverging map's ends (app/images/value_mapping.h)
uniform vec3 u_positive;
uniform int u_shown;       // cells with row-major index < u_shown have a value; the rest wait
uniform float u_grid;      // grid line strength 0..1 (0 when cells are small)

// The same rule as sourceIndex() in core/conv/include/convscope/conv_sum.h.
int sourceIndex(int i, int n, int mode) {
  if (i >= 0 && i < n) return i;
  if (mode == 1) return i < 0 ? 0 : n - 1;
  if (mode == 2) {
    if (n == 1) return 0;
    int period = 2 * (n - 1);
    int m = i % period;
    if (m < 0) m += period;
    return m < n ? m : period - m;
  }
  return -1;
}

// The same arithmetic as colourOf() in app/images/value_mapping.cpp, which colours the PNGs of
// `convscope apply`: change both or neither.
vec3 colourOf(float v) {
  if (u_map == 1) {
    float t = clamp(v / max(abs(u_range.y), 1e-6), -1.0, 1.0);
    return t < 0.0 ? mix(vec3(1.0), u_negative, -t) : mix(vec3(1.0), u_positive, t);
  }
  float t = clamp((v - u_range.x) / max(u_range.y - u_range.x, 1e-6), 0.0, 1.0);
  return vec3(t);
}

void main() {
  vec2 p = vec2(gl_FragCoord.x, u_fbHeight - gl_FragCoord.y);
  vec2 img = (p - u_origin) / u_scale;
  ivec2 cell = ivec2(floor(img));
  vec3 c;
#ifdef PADDING_RING
  int sx = sourceIndex(cell.x, u_size.x, u_padMode);
  int sy = sourceIndex(cell.y, u_size.y, u_padMode);
  bool loaded = sx >= 0 && sy >= 0 && sy * u_size.x + sx < u_shown;
  float v = (sx < 0 || sy < 0) ? 0.0 : (loaded ? texelFetch(u_tex, ivec2(sx, sy), 0).r : 0.0);
  // Padding is not part of the image: tinted and striped so it never passes for real pixels.
  c = mix(colourOf(v), vec3(0.25, 0.55, 0.85), 0.30);
  if (mod(p.x - p.y, 12.0) < 2.0) c = mix(c, vec3(0.10, 0.35, 0.65), 0.35);
#else
  cell = clamp(cell, ivec2(0), u_size - 1);  // the rectangle's edge pixels
  int index = cell.y * u_size.x + cell.x;
  if (index < u_shown) {
    c = colourOf(texelFetch(u_tex, cell, 0).r);
  } else {
    // Not computed yet: a quiet light pattern, clearly not a value of the colour map.
    float stripe = mod(p.x + p.y, 16.0) < 8.0 ? 1.0 : 0.0;
    c = mix(vec3(0.86, 0.88, 0.92), vec3(0.80, 0.83, 0.88), stripe);
  }
#endif
  if (u_grid > 0.0) {
    vec2 f = fract(img) * u_scale;
    float d = min(min(f.x, u_scale - f.x), min(f.y, u_scale - f.y));
    if (d < 1.0) c = mix(c, vec3(0.55, 0.58, 0.62), u_grid);
  }
  fragColor = vec4(c, 1.0);
}
