#version 330 core
// The day sky's one triangle over the viewport, on the far plane: drawn after the scene with the
// depth test, it colours only the pixels the scene left empty. Each corner's view direction is
// unprojected here; it is linear across the screen (the far and near planes' points are), so the
// fragments get it by interpolation instead of two matrix products each.
uniform mat4 unproject;  // clip to camera-relative world (rotation and projection only)

out vec3 direction;

void main() {
    vec2 p = vec2(gl_VertexID == 1 ? 3.0 : -1.0, gl_VertexID == 2 ? 3.0 : -1.0);
    vec4 far = unproject * vec4(p, 1.0, 1.0);
    vec4 near = unproject * vec4(p, -1.0, 1.0);
    direction = far.xyz / far.w - near.xyz / near.w;
    gl_Position = vec4(p, 1.0, 1.0);
}
