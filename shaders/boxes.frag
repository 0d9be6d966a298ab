#version 330 core
// A box face's one colour, as the original's fixed-function state amounted to: no lighting, no fog.
in vec3 faceColour;

out vec4 fragColour;

void main() {
    fragColour = vec4(faceColour, 1.0);
}
