#version 330 core
// One rectangle, given in framebuffer pixels from the top-left corner, as two triangles: the
// fragment shader then runs only for the pixels it covers.
uniform vec4 u_rect;  // left, top, right, bottom
uniform vec2 u_fbSize;

void main() {
  const int corner[6] = int[6](0, 1, 2, 0, 2, 3);
  int c = corner[gl_VertexID];
  vec2 p = vec2(c == 1 || c == 2 ? u_rect.z : u_rect.x, c >= 2 ? u_rect.w : u_rect.y);
  vec2 ndc = p / u_fbSize * 2.0 - 1.0;
  gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
