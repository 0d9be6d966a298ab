#version 330 core
// The day scenes' sky behind their fog, coloured by each pixel's height above the horizon. The
// horizon is the fog's colour, so boxes fading into the fog fade into the sky; below it, where
// the originals showed black, a haze deepening to the view's ground colour (the cities' slate;
// the terrain's own horizon, so a ground that ends short of the horizon melts into it).
in vec3 direction;

uniform vec3 horizon;
uniform vec3 zenith;
uniform vec3 ground;

out vec4 fragColour;

void main() {
    float up = normalize(direction).y;
    vec3 colour = up >= 0.0 ? mix(horizon, zenith, smoothstep(0.0, 0.6, up))
                            : mix(horizon, ground, smoothstep(0.0, 0.35, -up));
    fragColour = vec4(colour, 1.0);
}
