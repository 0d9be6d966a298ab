#version 330 core
// Every box scene's boxes, from their 32-byte records (engine::BoxRecord) in a buffer texture,
// pulled by gl_VertexID: box = gl_VertexID / 36, and the remainder picks the corner from
// kBoxCorners and the face's shade from kCodeShades, which the engine inserts below this line
// (engine::boxShaderGlsl: the table exists once, in C++). No vertex buffer at all.
// A record's corners are relative to its range's origin: a city's centre minus the camera in
// the world (worked out in double), or 0 with the camera in the matrix for a scene small enough
// to be placed whole.

// Two RGBA32UI texels a box: (x1, y1, z1, x2) and (y2, z2, r | g << 16, b | material << 16),
// the corners as float bits, the colour as codes of 32768 a unit, the material a zs::Material.
uniform usamplerBuffer boxes;
uniform mat4 viewProjection;
uniform vec3 origin;

out vec3 faceColour;

void main() {
    int box = gl_VertexID / 36;
    int k = gl_VertexID - box * 36;
    uvec4 a = texelFetch(boxes, box * 2);
    uvec4 b = texelFetch(boxes, box * 2 + 1);
    vec3 lo = uintBitsToFloat(a.xyz);
    vec3 hi = vec3(uintBitsToFloat(a.w), uintBitsToFloat(b.x), uintBitsToFloat(b.y));
    int c = kBoxCorners[k];
    vec3 local = vec3((c & 1) != 0 ? hi.x : lo.x, (c & 2) != 0 ? hi.y : lo.y, (c & 4) != 0 ? hi.z : lo.z);
    // One multiplication from code to colour, so it rounds as engine::shadedColour does. Blended
    // across the face as the original's vertex colours were (the same values at every corner).
    vec3 codes = vec3(float(b.z & 0xFFFFu), float(b.z >> 16), float(b.w & 0xFFFFu));
    faceColour = codes * kCodeShades[k / 12];
    gl_Position = viewProjection * vec4(local + origin, 1.0);
}
