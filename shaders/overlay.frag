#version 330 core
// The thread-mapping overlay, drawn over an output view from the launch geometry alone (plus an
// optional per-block texture for who ran it and when). Everything is computed per framebuffer
// pixel, so lines stay one pixel sharp at any zoom and cost nothing per block: 8192² outputs
// with 8×8 blocks need no geometry. Index rules are core's launch_geometry.h, word for word.
out vec4 fragColor;

uniform vec2 u_origin;     // framebuffer pixels from the top-left corner to output pixel (0, 0)
uniform float u_scale;     // framebuffer pixels per output pixel
uniform float u_fbHeight;  // turns gl_FragCoord (bottom-up) into top-down rows
uniform ivec2 u_output;    // output size: one thread per pixel
uniform ivec2 u_block;     // blockDim (or the CPU tile size)
uniform ivec2 u_grid;      // gridDim
uniform int u_flags;       // bits, as OverlayFlag in app/gui/thread_overlay.h
uniform sampler2D u_cells; // per block: r unit (SM or worker, -1 none), g start, b end (µs)
uniform float u_time;      // replay time in µs (flag 32)
uniform vec3 u_palette[8];
uniform vec3 u_unitPalette[8];

const int kBorders = 1;
const int kColours = 2;
const int kWarps = 4;
const int kIdle = 8;
const int kUnits = 16;
const int kReplay = 32;
const int kWarpSize = 32;

vec4 over(vec4 below, vec4 above) {  // straight-alpha "over"
  float a = above.a + below.a * (1.0 - above.a);
  if (a <= 0.0) return vec4(0.0);
  return vec4((above.rgb * above.a + below.rgb * below.a * (1.0 - above.a)) / a, a);
}

void main() {
  vec2 p = vec2(gl_FragCoord.x, u_fbHeight - gl_FragCoord.y);
  vec2 img = (p - u_origin) / u_scale;
  ivec2 cell = ivec2(floor(img));
  ivec2 extent = u_grid * u_block;
  if (any(lessThan(cell, ivec2(0))) || any(greaterThanEqual(cell, extent))) discard;
  ivec2 blockIdx = cell / u_block;
  ivec2 threadIdx = cell - blockIdx * u_block;
  bool inside = all(lessThan(cell, u_output));
  vec4 c = vec4(0.0);

  if (!inside) {
    if ((u_flags & kIdle) == 0) discard;
    // Idle threads: launched, but past the image edge. Opaque hatching, unlike anything the
    // image views draw (the padding ring is blue, "not computed yet" is a faint pale stripe).
    bool stripe = mod(p.x + p.y, 10.0) < 3.0;
    c = stripe ? vec4(0.29, 0.33, 0.39, 1.0) : vec4(0.95, 0.93, 0.88, 1.0);
  } else {
    if ((u_flags & kColours) != 0) {
      // (bx + 3·by) mod 6 differs between any two blocks that touch, diagonals included.
      int k = (blockIdx.x + 3 * blockIdx.y) % 6;
      c = over(c, vec4(u_palette[k], 0.32));
    }
    if ((u_flags & kUnits) != 0) {
      vec4 rec = texelFetch(u_cells, blockIdx, 0);
      int unit = int(rec.r + 0.5);
      if (rec.r >= 0.0) {
        vec3 uc = u_unitPalette[unit % 8];
        if ((u_flags & kReplay) == 0) {
          c = over(c, vec4(uc, 0.55));
        } else if (u_time < rec.g) {
          c = over(c, vec4(0.90, 0.91, 0.93, 0.88));  // not started yet: almost hidden
        } else if (u_time < rec.b) {
          c = over(c, vec4(uc, 0.85));  // running now: strong
        } else {
          c = over(c, vec4(uc, 0.45));  // done
        }
      }
    }
    if ((u_flags & kWarps) != 0) {
      int thread = threadIdx.y * u_block.x + threadIdx.x;
      int warp = thread / kWarpSize;
      // Every other warp darker: 32 consecutive threads read as one band.
      if (warp % 2 == 1) c = over(c, vec4(0.05, 0.10, 0.25, 0.24));
      // A thin line where one warp ends and the next begins, inside the block.
      vec2 f = fract(img);
      float px = 1.0 / u_scale;
      int left = thread - 1;
      int up = thread - u_block.x;
      bool edgeX = threadIdx.x > 0 && left / kWarpSize != warp && f.x < 1.5 * px;
      bool edgeY = threadIdx.y > 0 && up / kWarpSize != warp && f.y < 1.5 * px;
      if ((edgeX || edgeY) && u_scale >= 4.0) c = over(c, vec4(0.05, 0.10, 0.25, 0.75));
    }
  }

  if ((u_flags & kBorders) != 0) {
    // Distance in framebuffer pixels to the nearest block edge; lines thicken a little with the
    // block's size on screen and fade out when blocks shrink below a few pixels (no moiré).
    vec2 bpx = vec2(u_block) * u_scale;
    vec2 local = mod(p - u_origin, bpx);
    vec2 d2 = min(local, bpx - local);
    float d = min(d2.x, d2.y);
    float core = clamp(min(bpx.x, bpx.y) / 24.0, 1.0, 2.5);
    // Dense grids (a 512² output at fit) get lighter lines, so the image still reads through;
    // below 3 pixels a block has no room for a line, and the lines would only be a grey mesh.
    float fade = clamp((min(bpx.x, bpx.y) - 3.0) / 20.0, 0.0, 1.0);
    if (d < core * 0.5 + 0.01) {
      c = over(c, vec4(0.07, 0.09, 0.15, 0.95 * fade));
    } else if (d < core * 0.5 + 1.01 && min(bpx.x, bpx.y) >= 12.0) {
      c = over(c, vec4(1.0, 1.0, 1.0, 0.85));  // a light halo keeps the line visible on black
    }
  }
  if (c.a <= 0.0) discard;
  fragColor = c;
}
