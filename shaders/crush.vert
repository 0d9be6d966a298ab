#version 330 core
// The colour crush's one triangle over the whole viewport, from gl_VertexID (no vertex buffer).
// The fragment shader reads pixels by gl_FragCoord, so it needs nothing passed on.

void main() {
    vec2 p = vec2(gl_VertexID == 1 ? 3.0 : -1.0, gl_VertexID == 2 ? 3.0 : -1.0);
    gl_Position = vec4(p, 0.0, 1.0);
}
