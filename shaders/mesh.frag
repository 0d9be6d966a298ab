#version 330 core
// Colours blended across the triangle, as Terrain_Draw's corner greys were: no lighting and,
// unless the day fog is on (fogRange.y > fogRange.x), no fog.
in vec3 vertexColour;
in float eyeDistance;

uniform vec2 fogRange;  // start, end
uniform vec3 fogColour;

out vec4 fragColour;

void main() {
    vec3 colour = vertexColour;
    if (fogRange.y > fogRange.x) {
        colour = mix(colour, fogColour, clamp((eyeDistance - fogRange.x) / (fogRange.y - fogRange.x), 0.0, 1.0));
    }
    fragColour = vec4(colour, 1.0);
}
