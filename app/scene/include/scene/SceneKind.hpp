// app::SceneKind — what a kind of scene can do, and how: the one home of each kind.
//
// Every row of the scene table (scene/Scenes.hpp) names its kind: the originals' cities (tidied, t2),
// one box list (zterrain), the fractal ground (terrain), Pixel City, Redux. The command line's
// checks, the headless modes and the viewer ask the kind (kindOf) what it is and what it makes,
// and never test which scene they have: a kind is one file in scene/src/kinds/ implementing this
// interface, plus its view (views/src/Views.cpp, makeView). The compiler leads a new kind to both:
// a value of app::Kind (scene/Scenes.hpp) is handled by switches without a default (sceneKind,
// makeView), and a class that leaves out a question here cannot be made.
// Pure CPU work on values: no files, no windows, no GL. The modes write what it returns.
#pragma once

#include "formats/BoxCsv.hpp"
#include "formats/MeshPieces.hpp"
#include "formats/TexturedMeshFiles.hpp"
#include "scene/SceneSettings.hpp"

#include "engine/FlyCamera.hpp"
#include "engine/Image.hpp"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

namespace app {

// What --export writes of a scene: box or triangle pieces a city at a time (vertex colours), or
// one textured mesh (the night cities: their window sheets and logos as textures).
using ExportContent = std::variant<std::unique_ptr<MeshPieces>, TexturedMesh>;

class SceneKind {
public:
    virtual ~SceneKind() = default;

    // What it is.
    virtual bool night() const = 0;           // lit windows and the black fog: Pixel City's looks apply
    virtual bool walkable() const = 0;        // streets to walk on (J, --walk)
    virtual bool hasFloor() const = 0;        // a ground the fly camera stays above (U)
    virtual bool endlessWorld() const = 0;    // --world makes an endless world of it
    virtual bool gridded() const = 0;         // --grid N: the N x N cities of GameDraw's loop
    virtual bool dumps() const = 0;           // --dump-boxes lists it: boxes, or Pixel City's pieces
    virtual bool plans() const = 0;           // --plan draws it from above
    virtual bool plansAsPicture() const = 0;  // ... as a PNG too, its SVG being too big (Redux's)
    virtual bool growsLarger() const = 0;     // --city-size grows it past the original's 1024 cells a side

    // What the headless modes make of it, where it can (the command line refuses the rest before
    // anything is made). `start` is where the camera starts: the terrain follows it.
    virtual std::string statsLine(const SceneSettings& scene, const engine::CameraPose& start) const = 0;
    // Calls write(piece) for each piece of the --dump-boxes text, in order, and progress(fraction
    // done) after each: a box scene's CSV a city at a time, Pixel City's pieces, Redux's plan too.
    virtual void dump(const SceneSettings& scene, BoxColumns columns, const std::function<void(std::string_view)>& write,
                      const std::function<void(double)>& progress) const = 0;
    virtual std::string planSvg(const SceneSettings& scene) const = 0;
    virtual engine::Image planPicture(const SceneSettings& scene, int pixels) const = 0;  // `pixels` a side
    virtual ExportContent exportContent(const SceneSettings& scene, const engine::CameraPose& start) const = 0;
};

// Each kind, and the kind of a scene of the table.
const SceneKind& sceneKind(Kind kind);
const SceneKind& kindOf(Scene scene);

// The names of the scenes whose kind answers `question` with true, in the table's order, the
// last two joined by `lastJoin`: scenesWhere(&SceneKind::walkable) is "pixelcity or redux".
std::string scenesWhere(bool (SceneKind::*question)() const, std::string_view lastJoin = "or");

} // namespace app
