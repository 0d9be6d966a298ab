#version 330 core
// The colour crush: each pixel of a copy of the finished frame, moved by its 4 x 4 Bayer offset
// and replaced by the nearest palette colour. kPalette, kPaletteSize, kDitherSpread,
// kOffsetDivisor and kBayer come from engine::paletteShaderGlsl, inserted after #version, and
// engine::crushPixel is this same sum on the CPU (the unit tests hold it to the tables).
// All in integers: 8-bit levels and 1/32-level offsets, so a pixel halfway between two palette
// colours goes the same way on every GPU, and the same way as crushPixel.
// Screen-space on purpose: the offset depends only on gl_FragCoord, so the pattern stays put on
// the screen while the camera moves, instead of crawling over the walls.
uniform sampler2D frame;  // the frame's colour, copied: one texel a pixel
out vec4 fragColour;

void main() {
    ivec2 pixel = ivec2(gl_FragCoord.xy);
    vec4 texel = texelFetch(frame, pixel, 0);
    ivec3 level = ivec3(round(clamp(texel.rgb, 0.0, 1.0) * 255.0));
    int offset = kDitherSpread * (2 * kBayer[(pixel.y & 3) * 4 + (pixel.x & 3)] - 15);
    int best = 0;
    int bestDistance = -1;
    for (int k = 0; k < kPaletteSize; k++) {
        ivec3 d = kOffsetDivisor * (level - kPalette[k]) + ivec3(offset);
        int distance = d.r * d.r + d.g * d.g + d.b * d.b;
        if (bestDistance < 0 || distance < bestDistance) {  // strictly nearer: the first of a tie stays
            best = k;
            bestDistance = distance;
        }
    }
    fragColour = vec4(vec3(kPalette[best]) / 255.0, texel.a);  // colour only: the alpha stays
}
