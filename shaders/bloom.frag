#version 330 core
// The original's bloom: a small copy of the frame added back 37 times, a 7 x 7 grid of offsets
// 5 pixels apart (so out to 15) with the diagonals left out, each at the bloom colour x 0.07.
// Here the 37 taps are summed into a small picture (128 x 128, the size of the copy they read:
// the glow has no detail finer than its 5-pixel steps, and 37 taps a pixel of a full frame cost
// llvmpipe 125 ms), which a second pass stretches over the night's picture as it puts that into
// the frame. This file is also compiled with COPY, BLOOM_SOURCE or WITH_GLOW defined, each a
// program of its own (engine's ProgramsImpl.hpp), so llvmpipe never compiles the 37 taps for the
// copies' states too.
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
// BLOOM_SOURCE: the picture's part of `scene`, its corner and size in texture units (all of it
// but the letterbox's bars), and the centres of its outer texels.
uniform vec4 area;
uniform vec4 areaTexels;
// BLOOM_SOURCE, the original's look: what one of its 37 additive copies could add to an 8-bit
// frame, a level (1/255) over the tap's weight, per channel. Each copy it added was rounded to
// the frame's levels on its own, so a source colour worth less than half a level a tap added
// nothing at all: its fogged, dim far city did not bloom. The source is rounded to those steps
// before it is halved and summed. 0: not rounded (the modern look's smooth glow).
uniform vec3 tapStep;
uniform sampler2D glow;  // WITH_GLOW: the bloom's sum over the picture, the viewport (unit 1)
out vec4 fragColour;

void main() {
#if defined(COPY)  // a texture over the viewport as it is: the halvings of the bloom's source
    fragColour = vec4(texture(scene, uv).rgb, 1.0);
#elif defined(BLOOM_SOURCE)
    // The night's own picture (engine's NightRenderer draws into one when it blooms) shrunk, each
    // colour over the sky kept at the share its alpha holds: the original's nearer fog for its
    // bloom's source (shaders/night.frag's bloomFogRange), or 1. Clamped to the picture's outer
    // texels' centres, as the edge of a texture of its own would be (the letterbox's bars lie beyond).
    vec4 c = texture(scene, clamp(area.xy + uv * area.zw, areaTexels.xy, areaTexels.zw));
    vec3 light = (c.rgb - sky) * c.a;
    if (tapStep.x > 0.0) light = floor(max(light, vec3(0.0)) / tapStep + 0.5) * tapStep;
    fragColour = vec4(sky + light, 1.0);
#elif defined(WITH_GLOW)
    // That picture put into the frame, texel for pixel (the same size, the same corner; one fetch,
    // where a filtered read of a texel's centre cost llvmpipe a third more), with the bloom's small
    // sum stretched over the picture and added.
    fragColour = vec4(texelFetch(scene, ivec2(gl_FragCoord.xy), 0).rgb + texture(glow, uv).rgb, 1.0);
#else
    // The taps' count and offsets are uniforms, so the compiler keeps one loop rather than
    // unrolling 37 texture reads: llvmpipe compiled that in 50 ms at every cold start.
    vec3 sum = vec3(0.0);
    for (int k = 0; k < tapCount; k++) sum += max(texture(scene, uv + taps[k] * pixel).rgb - sky, vec3(0.0));
    fragColour = vec4(sum * bloomColour * 0.07, 1.0);
#endif
}
