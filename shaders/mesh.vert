#version 330 core
// A baked triangle mesh (the terrain): positions and colours, blended across each triangle.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 colour;

uniform mat4 viewProjection;

out vec3 vertexColour;

void main() {
    vertexColour = colour;
    gl_Position = viewProjection * vec4(position, 1.0);
}
