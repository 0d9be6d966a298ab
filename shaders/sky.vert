#version 330 core
// The original's sky: a 24-sided cylinder around the eye from the horizon up to bandTop (the
// band's 16 degrees), drawn with the camera's rotation only, so it never comes nearer. Built
// from gl_VertexID: 6 vertices a side, no vertex buffer. It lies on the far plane (z = w), so
// drawn after the city with GL_LEQUAL it shows only where nothing else is.
uniform mat4 rotationProjection;
uniform float bandTop;  // tan of the band's angle above the horizon

out vec2 uv;

void main() {
    int side = gl_VertexID / 6;
    int corner = gl_VertexID - side * 6;
    // the two triangles (0,0) (1,0) (1,1) and (0,0) (1,1) (0,1)
    int across = (corner == 1 || corner == 2 || corner == 4) ? 1 : 0;
    int up = (corner == 2 || corner == 4 || corner == 5) ? 1 : 0;
    float u = float(side + across) / 24.0;
    float angle = u * 6.28318530718;
    vec3 p = vec3(sin(angle), float(up) * bandTop, -cos(angle));
    uv = vec2(u, float(up));  // once round: the picture is 2048 wide (engine::kSkyWidth)
    gl_Position = (rotationProjection * vec4(p, 1.0)).xyww;
}
