#version 330 core
// Pixel City's looks (engine::NightLook): a window sheet times the building's tint, a logo's
// letters, a plain colour (black caps and lids, lit trim), or an additive glow drawn from its
// texture coordinate (street-light dots, round lights, a car's pair of lights), or the sky band's
// picture. Everything but the sky fades to black with the original's linear fog; the flat look paints walls their tint, shaded by the
// face's direction as the design card's boxes are (x 95%, z 90%, tops 100%).
// Compiled as four programs (engine's ProgramsImpl.hpp): the pieces'; with FLAT_WALLS for the
// flat look's; with WIREFRAME for the wireframe's overlay; with GLOWS for the glows' pass. Each
// holds only what its pass draws: llvmpipe compiles a program again for each blend and depth
// state it draws in, and its compile time grows with the program.
in vec2 uv;
in vec3 colour;
in vec3 fromEye;
in vec4 fromSun;
flat in int look;

uniform sampler2DArray windows;
uniform sampler2D logos;
uniform sampler2D skyBand;  // engine::bakeNightSky's picture
uniform vec2 fogRange;   // start, end; end 0 for no fog
// Along what the fog measures (engine::fogAxis): the view's unit direction in the original's look
// (the eye's depth, as its fixed-function fog), zero for the distance from the eye.
uniform vec3 fogAxis;
uniform vec3 fogColour;   // what the fog fades to: black by night, the sky's haze by day
// The original drew its bloom's source again with a nearer fog, from half its fog's end to the end
// (256-512 against the frame's 412-512, Texture.cpp's do_bloom), on whether G showed the fog or
// not. Where asked (end above 0), alpha carries the share of this colour that fog would have
// left over what the frame's left, which the bloom's copy reads (engine's NightRenderer); else 1.
uniform vec2 bloomFogRange;
uniform int shadowed;     // 1: the sun's shadows, by day (shadowMap drawn this frame)
uniform sampler2DShadow shadowMap;
uniform int originalLook;  // 1: the original's trim (a row of small lights) and car lamps (soft, small cores)

out vec4 fragColour;

const int kLookLogo = 100;
const int kLookSolid = 101;
const int kLookTrim = 102;
const int kLookStreetLights = 110;
const int kLookGlow = 111;
const int kLookCarLights = 112;
const int kLookSky = 113;

// A soft dot with a white-hot core, 1 at the centre and 0 from `radius` out.
float glow(vec2 offset, float radius) {
    float d = length(offset) / radius;
    float halo = max(0.0, 1.0 - d);
    return halo * halo + max(0.0, 1.0 - 3.0 * d);
}

// The face's normal, toward the eye (every face drawn is turned to it: the others are culled).
vec3 faceNormal() { return normalize(cross(dFdx(fromEye), dFdy(fromEye))); }

// The share of the sun that reaches this point: none on a face turned from it; else the shadow
// map's four texels round it, compared (a soft edge a texel wide); full sun off the map's square.
uniform vec3 towardSun;  // engine::NightStyle::towardSun: kTowardSun, or the clock's sun
uniform float daylight;  // by day, the share of the day's light: 1, less as the clock's sun sets
uniform float sunShare;  // by day, the sun's share of it: 1, none as the clock's sun reaches the horizon
// In shade the sky's light alone: about half the sun's, blue-grey as a clear day's shade.
const vec3 kSkyLight = vec3(0.50, 0.54, 0.62);
// The clock's twilight (engine::NightStyle::dusk): 0 at night, exactly the original's; toward 1
// at sunset: the day's last light on the walls, fewer windows lit, less bloom.
uniform float dusk;
uniform int streetLights;  // 0 in the clock's twilight before civil dusk
float sunlight() {
    if (dot(faceNormal(), towardSun) <= 0.0) return 0.0;
    vec3 s = fromSun.xyz / fromSun.w * 0.5 + 0.5;
    if (any(lessThan(s, vec3(0.0))) || any(greaterThan(s, vec3(1.0)))) return 1.0;
    return texture(shadowMap, s);
}

// The original's headlight texture (its DrawHeadlight, 128 texels, drawn on the whole quad of a
// car's lamps): two triangle fans, each from a middle vertex of 0.8 at alpha 0.6 to a rim of
// nothing round a circle of radius 44 (its 10 sides taken as the circle), blended one over the
// other; and two white cores of 5 x 4 texels, 12 apart. The fans' middles are not their
// circles' centres (44 and 84 across) but 5 texels either side of the texture's middle (59 and
// 69), so the light gathers between the cores and only they reach the full colour: the
// original's tail-lights (0.5, 0.2, 0) read dim orange, under R 90, away from the eye.
float fanWeight(vec2 texel, vec2 middle, vec2 circle) {  // the middle vertex's share at `texel`
    vec2 d = texel - middle;
    float dd = dot(d, d);
    if (dd < 1e-4) return 1.0;
    vec2 m = middle - circle;
    float md = dot(m, d);
    float reach = (-md + sqrt(md * md - dd * (dot(m, m) - 44.0 * 44.0))) / dd;  // the rim at middle + reach d
    return max(0.0, 1.0 - 1.0 / reach);
}

float originalLamp(vec2 st) {
    vec2 texel = st * 128.0;
    float lit = 0.0;
    for (int k = 0; k < 2; k++) {
        float t = k == 0 ? fanWeight(texel, vec2(59.0, 64.0), vec2(44.0, 64.0))
                         : fanWeight(texel, vec2(69.0, 64.0), vec2(84.0, 64.0));
        lit = 0.48 * t * t + lit * (1.0 - 0.6 * t);
    }
    bool core = texel.y >= 62.0 && texel.y < 66.0 &&
                ((texel.x >= 55.0 && texel.x < 60.0) || (texel.x >= 68.0 && texel.x < 73.0));
    return core ? 1.0 : lit;
}

// The original's street-light texture (its TEXTURE_LIGHT, 128 texels, repeated along the strip
// once every strip's width, 3.5 units): cleared to alpha 0, then a white fan from alpha 1 in the
// middle to 0 at radius 32 texels, and one to radius 8 over it, each blended SRC_ALPHA,
// ONE_MINUS_SRC_ALPHA (the alpha channel too), and copied from the framebuffer. With the alpha
// buffer of the port every figure is measured against (and of the cards of its day), the texel
// keeps the fans' alpha: the wide fan's s gives colour s and alpha s * s. The strip is drawn with
// the same blending over the dark street, so what shows is colour x alpha: a bright core whose
// pool falls off as s cubed, a dot of a pixel or two from high above, as its pictures show.
// (Without an alpha buffer the texel would be opaque and the pool s: three times as wide; the
// original's own window asked for none, but then its clouds and sky band drew as dark boxes.)
float originalStreetLight(vec2 st) {
    float r = length(st - 0.5) * 128.0;
    float wide = max(0.0, 1.0 - r / 32.0), core = max(0.0, 1.0 - r / 8.0);
    float colour = core + wide * (1.0 - core);
    float alpha = core * core + wide * wide * (1.0 - core);
    return colour * alpha;
}

vec3 shade(vec3 c) {
    vec3 n = faceNormal();
    float s = abs(n.y) > 0.5 ? 1.0 : (abs(n.x) > abs(n.z) ? 0.95 : 0.90);
    return c * s;
}

// By day: the tint as pale concrete, the windows dark glass (a window's texels are never quite
// black, the wall between them is), black caps and roofs a mid grey.
vec3 dayColour(vec3 t) {
    if (look > 8) return shade(max(colour, vec3(0.42)));
    float glass = clamp(max(t.r, max(t.g, t.b)) * 8.0, 0.0, 1.0);
    return shade(mix(colour * 0.62 + 0.08, vec3(0.14, 0.18, 0.24) + 0.1 * t, glass));
}

// When a window comes on in the evening, 0 to 1: its own, from its cell on the wall (u along it
// in 64ths, v up it), its sheet and its building's tint, all the seed's. An integer hash, so every
// GPU and compiler agrees.
float windowMoment(vec2 st) {
    uvec2 cell = uvec2(ivec2(floor(st * 64.0)));
    uvec3 tint = uvec3(colour * 255.0);
    uint h = cell.x * 0x8da6b343u ^ cell.y * 0xd8163841u ^ uint(look) * 0xcb1ab31fu ^
             (tint.r | (tint.g << 8) | (tint.b << 16)) * 0x165667b1u;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    h *= 0x297a2d39u;
    h ^= h >> 15;
    return float(h >> 8) / 16777216.0;
}

// The night's colour `c` at twilight: the windows whose moment has come lit (all of them at
// nautical dusk), the trim's lights with them, and the day's last light on everything, from 35%
// of the day's at sunset down to none. As the square root of the twilight left, which falls
// fastest at its end: there the light going from the walls is more than the last windows and the
// bloom coming on (linear, they outran it and the night ended 0.3 of a level brighter than the
// dusk before it), so the evening only darkens.
vec3 atDusk(vec3 c, vec3 t) {
    float windowsOn = 1.0 - dusk;
    if (look <= 8) c *= windowMoment(uv) < windowsOn ? 1.0 : 0.0;
    else if (look == kLookTrim) c *= windowsOn;
    return c + dayColour(t) * kSkyLight * 0.35 * sqrt(dusk);  // the sun gone, all in the sky's light
}

void main() {
    vec3 c;
#ifdef GLOWS  // the glows' program: light that only adds
    if (look == kLookStreetLights && streetLights == 0) {  // they come on together at civil dusk
        c = vec3(0.0);
    } else if (look == kLookStreetLights && originalLook != 0) {  // uv: units along, 0-1 across
        c = colour * originalStreetLight(vec2(uv.y, fract(uv.x / 3.5)));
    } else if (look == kLookStreetLights) {
        // the modern look's: a pool of light every 3 units along the strip, fading to nothing at
        // its sides and between the lamps; no white core, so the strip stays the lamps' orange
        vec2 offset = vec2((fract(uv.x / 3.0) - 0.5) * 3.0 / 1.2, (uv.y - 0.5) * 2.0);
        float pool = max(0.0, 1.0 - length(offset));
        c = colour * pool * pool;
    } else if (look == kLookGlow) {
        c = colour * glow(uv - 0.5, 0.5);
    } else if (look == kLookSky) {  // drawn after the bloom's copy, as the original's sky
        c = texture(skyBand, uv).rgb * (1.0 - dusk);  // its lit skyline comes on with the city's windows
    } else if (originalLook != 0) {  // kLookCarLights, the original's: its lamp texture over the quad
        c = colour * originalLamp(uv);
    } else {  // kLookCarLights, the modern: two round lamps side by side, each half the quad
        c = colour * glow(vec2(fract(uv.x * 2.0) - 0.5, uv.y - 0.5), 0.5);
    }
#elif defined(WIREFRAME)  // the wireframe look's overlay: lines in the piece's colour
    c = look <= 8 ? colour * 0.6 : vec3(0.25);
#else  // the pieces' program: walls, logos, caps and the ground
    if (look == kLookLogo) {
        c = texture(logos, uv).a * colour;
    } else {
#ifdef FLAT_WALLS  // the flat look: walls and caps their colour, shaded by the face's direction
        c = shade(colour);
#elif defined(DAY)  // the day look's program: NightStyle::day
        {
            c = dayColour(look <= 8 ? texture(windows, vec3(uv, float(look))).rgb : vec3(0.0));
            if (shadowed != 0) c *= mix(kSkyLight, vec3(1.0), sunlight() * sunShare);
            c *= daylight;
        }
#else
        vec3 t = look <= 8 ? texture(windows, vec3(uv, float(look))).rgb : vec3(0.0);  // the window sheet's texel
        if (look == kLookTrim && originalLook != 0) {
            // The original's trim texture (its Texture.cpp, TEXTURE_TRIM): 256 pixels a repeat
            // of 10 units (u = the length x 0.1), four cells of 2.5 units, each light the
            // middle half of its cell. Its four rows light every cell, every second, the first
            // and last of each four, and every cell again (shorter: a line 0.25 high shows no
            // difference). The row is uv.y (NightMesh's trimRow). Where a cell is under a
            // pixel, the lights blend to their row's share of the colour, as the mipmaps did.
            float cell = uv.x / 2.5;
            float index = mod(floor(cell), 4.0);
            int row = int(uv.y + 0.5);
            bool lit = row == 1 ? mod(index, 2.0) < 0.5 : row == 2 ? (index < 0.5 || index > 2.5) : true;
            float share = row == 1 || row == 2 ? 0.25 : 0.5;
            float edge = fwidth(cell);
            float light = lit ? 1.0 - smoothstep(0.25 - edge, 0.25 + edge, abs(fract(cell) - 0.5)) : 0.0;
            c = colour * mix(light, share, smoothstep(0.5, 1.5, edge));
        } else {
            c = look <= 8 ? t * colour : colour;  // kLookSolid, kLookTrim
        }
        if (dusk > 0.0) c = atDusk(c, t);
#endif
    }
#endif
    float d = dot(fogAxis, fogAxis) > 0.0 ? dot(fromEye, fogAxis) : length(fromEye);
    float left = 1.0;  // what the frame's fog leaves of the colour
    if (fogRange.y > 0.0 && look != kLookSky) {
        left = clamp((fogRange.y - d) / (fogRange.y - fogRange.x), 0.0, 1.0);
        c = mix(fogColour, c, left);
    }
    float bloomShare = 1.0;
    if (bloomFogRange.y > 0.0) {
        float bloomLeft = clamp((bloomFogRange.y - d) / (bloomFogRange.y - bloomFogRange.x), 0.0, 1.0);
        bloomShare = left > 0.0 ? min(1.0, bloomLeft / left) : 0.0;
    }
    fragColour = vec4(c, bloomShare);
}
