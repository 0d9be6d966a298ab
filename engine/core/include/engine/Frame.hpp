// engine::Frame — one picture being drawn, in layers: the app begins it, renderers draw into it.
//
// The app makes a Frame (its size, its projection and its style, plain values) and calls
// beginFrame once (engine/FrameGl.hpp), which sets the viewport and the originals' state and
// clears to the style's colour. Everything after that — a sky under the scene, the scene, lights
// or an overlay over it — draws into the same frame and never clears it.
// FrameStyle is where a look lives: a new look is a field here and a branch in a shader, not a
// new renderer. Pure maths and values: no GL.
#pragma once

#include "engine/FlyCamera.hpp"
#include "engine/Palette.hpp"

#include <glm/glm.hpp>

namespace engine {

// Pixel City's looks, each on a key of its own in the viewer. The defaults are the original's
// screensaver: bloom on, textured walls, no wireframe, the full window (its fog, on there too,
// is the frame's one fog: FrameStyle::fog).
struct NightStyle {
    float fogStart = 412, fogEnd = 512;  // the black fog's, the original's; a walker's street canyon is nearer
    bool bloom = true;       // the frame's lit parts added back, blurred, in the bloom colour
    bool flatWalls = false;  // the original's T: solid pale walls, no sky
    bool wireframe = false;  // the original's W: the pieces' edges over the picture
    bool letterbox = false;  // the original's L: the picture in the middle two thirds
    // zcity's own night rather than the original's: a 60-degree lens, lit trim as lines, car lamps
    // a lane wide facing the camera with red tail-lights, cars placed near the eye, the sky band
    // on the true horizon, the original's bloom colour and weight smoothed.
    bool modern = false;
    // By day, as WebPixelCity offered: a blue sky, pale concrete walls with dark glass, grey
    // roofs, fog to the sky's haze; no lamps, no sky band, no bloom.
    bool day = false;
    // By day with the sun's shadows (engine/SunLight.hpp): what stands between a point and the
    // sun shades it, and faces turned from the sun are in shade. Only by day: the app turns the
    // day on with it.
    bool shadowed = false;
    // Toward the sun, a unit vector (x east, y up, z south): engine::kTowardSun, the south-west at
    // 40 degrees, unless the clock (--time) puts the sun where it is at that hour.
    glm::dvec3 towardSun{-0.541675, 0.642788, 0.541675};
    // By day, the share of the full day's light on the walls: 1, or less as the clock's sun sets.
    float daylight = 1;
    float sunShare = 1;  // by day, the sun's share of that light: none as the clock's sun sets
    // The clock's twilight, from the sunset's 1 to the nautical dusk's 0 (scene/Daylight.hpp): the
    // day's last light on the walls, each window lit at its own moment, no street lights yet, the
    // bloom and the sky band's skyline growing with the dark. 0: the night, the original's exactly.
    float dusk = 0;
    bool streetLights = true;  // off in the clock's twilight until civil dusk, and the cars' lamps with them
};

// The day look's sky: the clear colour, and the haze the fog fades to.
constexpr glm::vec3 kDaySky{0.55f, 0.68f, 0.84f};

// The day scenes' sky, seen when their fog is on: a haze at the horizon (the fog's colour, so
// what fades into the fog fades into the sky) deepening to blue overhead.
constexpr glm::vec3 kSkyHorizon{0.66f, 0.72f, 0.80f};
constexpr glm::vec3 kSkyZenith{0.24f, 0.40f, 0.66f};
constexpr glm::vec3 kSkyGround{0.36f, 0.40f, 0.44f};  // below the horizon: the void between the boxes

// Distance fog over what a renderer draws, worked out by the view that draws it: colours fade to
// kSkyHorizon from `start` to `end` units from the eye. end <= start is no fog: the originals'
// colours, exactly.
struct DistanceFog {
    float start = 0, end = 0;
    bool on() const { return end > start; }
};

struct FrameStyle {
    glm::vec3 clearColour{0, 0, 0};   // the originals cleared to black
    double nearPlane = kNearPlane;    // the originals' 1; a person's eye at street level needs less
    Lens lens;                        // the originals' 60 degrees, Pixel City's own, or --fov's
    NightStyle night;                 // read by Pixel City's renderer; the other scenes ignore it
    Palette palette = Palette::none;  // the colour crush (engine/ColourCrush.hpp), over any scene
    // The frame's distance fog, resolved by the app for the scene it shows (G): the day scenes'
    // haze to a sky, which their originals did not have, or the night cities' black fog, which
    // theirs did. One field, so the window, the picture and the flight cannot disagree.
    bool fog = false;
};

struct Frame {
    int width = 0, height = 0;   // pixels; a zero-sized frame (a minimised window) draws nothing
    glm::dmat4 projection{1.0};  // eye to clip
    FrameStyle style;

    bool empty() const { return width <= 0 || height <= 0; }
    double verticalDegrees() const { return verticalFieldOfView(style.lens, width, height); }
};

// The style's lens (the originals' gluPerspective(60, aspect, 1, 30000)), or an orthographic view `orthoWidth` units
// across when that is above 0 (plan views).
Frame makeFrame(int width, int height, const FrameStyle& style = {}, double orthoWidth = 0);

// The part of `whole` one display shows: `width` x `height` of its pixels whose top-left corner
// is at (left, top) of the whole picture (y down, as a desktop lays its displays out), through
// the whole's lens: one view spanned over several displays, each drawing its own part.
Frame framePart(const Frame& whole, int left, int top, int width, int height);

// How the night's fog measures how far a point is (night.frag's fogAxis): in the original's look
// along the view, the unit direction the camera looks in, as the original's fixed-function fog
// took the eye's depth (GL's default on Mesa and on the cards of 2009): its pictures' fog has a
// straight edge across them, the corners as clear as the middle (by the clock's day too, so the
// fog never jumps at dusk). The modern look's fog is measured from the eye (a zero axis), so
// turning on the spot never moves it.
glm::dvec3 fogAxis(const NightStyle& style, const CameraPose& pose);
// How far from the eye a point in this frame can lie and still be `depth` or nearer by the fog's
// measure: `depth` from the eye; along the view, more towards the picture's corners (1.17 times
// at the original's lens at 16:9). What the fog can leave unblackened is within it.
double fogReach(const Frame& frame, double depth);

// World to clip for this frame seen from `pose`, in single precision for the GPU.
glm::mat4 viewProjection(const Frame& frame, const CameraPose& pose);
// The same without the camera's translation, for positions that arrive camera-relative (worked
// out in double on the CPU, so a million units out looks as it does at the origin).
glm::mat4 rotationProjection(const Frame& frame, const CameraPose& pose);

} // namespace engine
