#version 330 core
// Flat-coloured rectangles given in framebuffer pixels from the top-left corner.
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec4 a_colour;
uniform vec2 u_fbSize;
out vec4 v_colour;

void main() {
  vec2 ndc = a_position / u_fbSize * 2.0 - 1.0;
  gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
  v_colour = a_colour;
}
