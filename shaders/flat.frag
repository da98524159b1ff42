#version 330 core
in vec4 v_colour;
out vec4 fragColor;

void main() {
  fragColor = v_colour;
}
