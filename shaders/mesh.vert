#version 330 core
// A baked triangle mesh (the terrain): positions and colours, blended across each triangle.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 colour;

uniform mat4 viewProjection;
uniform vec3 eye;  // for the fog

out vec3 vertexColour;
out float eyeDistance;

void main() {
    vertexColour = colour;
    eyeDistance = distance(position, eye);
    gl_Position = viewProjection * vec4(position, 1.0);
}
