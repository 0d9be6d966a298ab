#version 330 core
// The original's bloom: a small copy of the frame added back 37 times, a 7 x 7 grid of offsets
// 5 pixels apart (so out to 15) with the diagonals left out, each at the bloom colour x 0.07.
// Here the 37 taps are summed into a small picture (128 x 128, the size of the copy they read:
// the glow has no detail finer than its 5-pixel steps, and 37 taps a pixel of a full frame cost
// llvmpipe 125 ms), which a second pass stretches over the frame, added with blending ONE, ONE:
// this file compiled with COPY defined, a program of its own, so llvmpipe never compiles the 37
// taps for that pass's blend state too.
// Better than the original: each tap reads the copy halved twice (128 x 128, drawn by engine's
// NightRenderer::copyForBloom), a 4 x 4 texel average about as wide as the 5-pixel step (5 px at the
// original's 600 rows is 4.3 of the copy's 512), so the copies melt into a glow instead of
// showing as ghosts of the windows.
in vec2 uv;
uniform sampler2D scene;
uniform vec2 pixel;  // one screen pixel of the original's, in texture units
uniform vec3 bloomColour;
uniform int tapCount;    // 37
uniform vec2 taps[37];   // the offsets, in the original's pixels
uniform vec3 sky;        // the clear colour (--sky): what is no light, so blooms nowhere; black is the original's
out vec4 fragColour;

void main() {
#ifdef COPY  // the second pass: the small bloom picture, added to the frame as it is
    fragColour = vec4(texture(scene, uv).rgb, 1.0);
#else
    // The taps' count and offsets are uniforms, so the compiler keeps one loop rather than
    // unrolling 37 texture reads: llvmpipe compiled that in 50 ms at every cold start.
    vec3 sum = vec3(0.0);
    for (int k = 0; k < tapCount; k++) sum += max(texture(scene, uv + taps[k] * pixel).rgb - sky, vec3(0.0));
    fragColour = vec4(sum * bloomColour * 0.07, 1.0);
#endif
}
