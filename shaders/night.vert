#version 330 core
// Pixel City's pieces (engine::NightVertex, 24 bytes): the position in city units, the texture
// coordinate, an 8-bit colour and the look that says how the fragment shader colours it.
layout(location = 0) in vec3 position;
layout(location = 1) in vec2 texCoord;
layout(location = 2) in vec4 colourAndLook;  // rgb normalised; look as 0..255 in w

uniform mat4 viewProjection;
uniform vec3 eye;
// The sky band's cylinder (engine::NightRenderer): how far (on its unit radius) it drops below
// the eye, the scale of its height, and how many times its picture wraps round. The modern
// look's (0, 1, 1) keeps it on the true horizon.
uniform vec3 skyShape;
uniform mat4 sunViewProjection;  // the shadowed look's: a point to the shadow map (engine/SunLight.hpp)

out vec2 uv;
out vec3 colour;
out vec3 fromEye;
out vec4 fromSun;
flat out int look;

const int kLookSky = 113;
// The sky band (engine::bakeSkyBand) lies on the far plane, behind everything; just inside it,
// so the glows' depth test (less than the cleared 1.0) lets it through where nothing stands.
// 1 - 2^-15 keeps it short of 1.0 in a 16-bit depth buffer too, and behind any piece short of the
// far plane (a piece at 1280, the far plane, is at 1 - 2^-13.6).
const float kSkyDepth = 0.999969482;

void main() {
    uv = texCoord;
    colour = colourAndLook.rgb;
    look = int(colourAndLook.a * 255.0 + 0.5);
    vec3 p = position;
    if (look == kLookSky) {
        p.y = p.y * skyShape.y - skyShape.x;
        uv.x *= skyShape.z;
    }
    fromEye = p - eye;
    fromSun = sunViewProjection * vec4(p, 1.0);
    gl_Position = viewProjection * vec4(p, 1.0);
    if (look == kLookSky) gl_Position.z = gl_Position.w * kSkyDepth;
}
