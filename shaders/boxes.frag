#version 330 core
// A box face's one colour, as the original's fixed-function state amounted to: no lighting and,
// unless the day fog is on (fogRange.y > fogRange.x), no fog.
in vec3 faceColour;
in float eyeDistance;

uniform vec2 fogRange;  // start, end
uniform vec3 fogColour;

out vec4 fragColour;

void main() {
    vec3 colour = faceColour;
    if (fogRange.y > fogRange.x) {  // a branch, so the faithful picture is the same to the bit
        colour = mix(colour, fogColour, clamp((eyeDistance - fogRange.x) / (fogRange.y - fogRange.x), 0.0, 1.0));
    }
    fragColour = vec4(colour, 1.0);
}
