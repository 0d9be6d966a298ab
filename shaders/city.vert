#version 330 core
// The city's boxes: positions and the colours baked with Cube's fixed light.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 colour;

uniform mat4 viewProjection;

out vec3 faceColour;

void main() {
    faceColour = colour;
    gl_Position = viewProjection * vec4(position, 1.0);
}
