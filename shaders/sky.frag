#version 330 core
// The sky band's texture (engine::bakeNightSky): horizon glow, skyline and clouds.
in vec2 uv;
uniform sampler2D sky;
out vec4 fragColour;

void main() {
    fragColour = vec4(texture(sky, uv).rgb, 1.0);
}
