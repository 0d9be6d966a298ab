#version 330 core
// The unbounded world's boxes, pulled from a buffer of 32-byte records (engine::BoxRecord)
// by gl_VertexID: box = gl_VertexID / 36, and the remainder picks the corner and the face, so
// one glMultiDrawArrays draws every visible city with no vertex buffer at all.
// Positions are camera-relative: a box's corner relative to its city, plus the city's origin
// minus the camera (worked out in double on the CPU), so a million units out looks as it does
// at the origin.

uniform usamplerBuffer boxes;   // two RGBA32UI texels a box
uniform samplerBuffer origins;  // one RGBA32F texel a city slot
uniform mat4 viewProjection;    // the projection and the view's rotation, no translation

out vec3 faceColour;

// engine::kBoxCorners: bit 0 picks x2, bit 1 y2, bit 2 z2; faces bottom, top, -x, +x, -z, +z.
const int kBoxCorners[36] = int[36](0, 1, 5, 0, 5, 4,  2, 6, 7, 2, 7, 3,  0, 4, 6, 0, 6, 2,
                                    1, 3, 7, 1, 7, 5,  0, 2, 3, 0, 3, 1,  4, 5, 7, 4, 7, 6);
// Cube's fixed light: top and bottom 100%, faces along x 95%, along z 90%.
const float kShades[3] = float[3](1.0, 0.95, 0.90);

void main() {
    int box = gl_VertexID / 36;
    int k = gl_VertexID - box * 36;
    uvec4 a = texelFetch(boxes, box * 2);
    uvec4 b = texelFetch(boxes, box * 2 + 1);
    vec3 lo = uintBitsToFloat(a.xyz);
    vec3 hi = vec3(uintBitsToFloat(a.w), uintBitsToFloat(b.x), uintBitsToFloat(b.y));
    int c = kBoxCorners[k];
    vec3 local = vec3((c & 1) != 0 ? hi.x : lo.x, (c & 2) != 0 ? hi.y : lo.y, (c & 4) != 0 ? hi.z : lo.z);

    uint slot = b.w >> 16;
    vec3 origin = texelFetch(origins, int(slot)).xyz;
    vec3 colour = vec3(float(b.z & 0xFFFFu), float(b.z >> 16), float(b.w & 0xFFFFu)) / 65535.0;

    faceColour = colour * kShades[k / 12];
    gl_Position = viewProjection * vec4(local + origin, 1.0);
}
