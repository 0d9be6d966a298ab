#version 330 core
// Every box scene's boxes, from their 32-byte records (engine::BoxRecord) in a 2D texture,
// pulled by gl_VertexID, with no vertex buffer at all. The engine inserts kBoxCorners and
// kCodeShades below the #version line (engine::boxShaderGlsl: the tables exist once, in C++).
//   All faces: 36 vertices a box; the remainder picks the corner from kBoxCorners and the face
//   pair's shade, as the originals drew every face.
//   VISIBLE_FACES (the world): 18 a box, a slot of 6 per face pair (y, x, z: the shade order);
//   each slot draws the face of its pair on the eye's side, or nothing where the eye is level
//   with the box on that axis (then it sees neither). The same picture, half the vertices.
// A record's corners are relative to its range's origin: a city's centre minus the camera in
// the world (worked out in double), or 0 with the camera in the matrix for a scene small enough
// to be placed whole.

// Two RGBA32UI texels a box, row after row: (x1, y1, z1, x2) and (y2, z2, r | g << 16, b | material << 16),
// the corners as float bits, the colour as codes of 32768 a unit, the material a zs::Material.
uniform highp usampler2D boxes;
uniform mat4 viewProjection;
uniform vec3 origin;
uniform vec3 eye;  // the camera in the positions' frame (0 where they are camera-relative)

out vec3 faceColour;
out float eyeDistance;

#ifdef VISIBLE_FACES
const int kVertices = 18;
#else
const int kVertices = 36;
#endif

void main() {
    int box = gl_VertexID / kVertices;
    int k = gl_VertexID - box * kVertices;
    int row = textureSize(boxes, 0).x;  // texels a row: an even number, so a box is on one row
    int texel = box * 2;
    uvec4 a = texelFetch(boxes, ivec2(texel % row, texel / row), 0);
    uvec4 b = texelFetch(boxes, ivec2(texel % row + 1, texel / row), 0);
    vec3 lo = uintBitsToFloat(a.xyz);
    vec3 hi = vec3(uintBitsToFloat(a.w), uintBitsToFloat(b.x), uintBitsToFloat(b.y));
#ifdef VISIBLE_FACES
    int pair = k / 6;  // 0: bottom and top, 1: along x, 2: along z
    vec3 seen = eye - origin;
    float e = pair == 0 ? seen.y : pair == 1 ? seen.x : seen.z;
    float low = pair == 0 ? lo.y : pair == 1 ? lo.x : lo.z;
    float high = pair == 0 ? hi.y : pair == 1 ? hi.x : hi.z;
    if (e >= low && e <= high) {  // level with both faces: a triangle outside the view, drawn as nothing
        faceColour = vec3(0.0);
        eyeDistance = 0.0;
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
        return;
    }
    int c = kBoxCorners[(pair * 2 + (e > high ? 1 : 0)) * 6 + k - pair * 6];
#else
    int pair = k / 12;
    int c = kBoxCorners[k];
#endif
    vec3 local = vec3((c & 1) != 0 ? hi.x : lo.x, (c & 2) != 0 ? hi.y : lo.y, (c & 4) != 0 ? hi.z : lo.z);
    // One multiplication from code to colour, so it rounds as engine::shadedColour does. Blended
    // across the face as the original's vertex colours were (the same values at every corner).
    vec3 codes = vec3(float(b.z & 0xFFFFu), float(b.z >> 16), float(b.w & 0xFFFFu));
    faceColour = codes * kCodeShades[pair];
    eyeDistance = distance(local + origin, eye);
    gl_Position = viewProjection * vec4(local + origin, 1.0);
}
