#version 330 core
// Colours blended across the triangle, as Terrain_Draw's corner greys were: no lighting, no fog.
in vec3 vertexColour;

out vec4 fragColour;

void main() {
    fragColour = vec4(vertexColour, 1.0);
}
