#include "engine/NightMesh.hpp"

#include "engine/Frustum.hpp"
#include "engine/NightSky.hpp"

#include <glm/gtc/constants.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace engine {
namespace {

namespace pc = zs::pixelcity;

// Where the bake writes. It runs twice over the pieces: the counting pass only adds up how many
// vertices each cell gets; the writing pass puts each vertex straight into its cell's place in
// the one array. A city of a million vertices is written once, never grown or copied (growing
// per-cell lists and joining them cost Redux's bake 139 ms, nearly all of it moving memory).
class Cells {
public:
    // A grid of side x side cells of kNightCellUnits.
    explicit Cells(int side) : side_(side), counts_(std::size_t(side) * std::size_t(side), 0) {}

    class Out {
    public:
        Out(Cells& owner, std::size_t cell) : owner_(owner), cell_(cell) {}
        void add(const NightVertex& v) {
            if (owner_.data_) {
                owner_.data_[owner_.next_[cell_]++] = v;
            } else {
                owner_.counts_[cell_]++;
            }
        }
        void add(std::initializer_list<NightVertex> vertices) {
            for (const NightVertex& v : vertices) add(v);
        }

    private:
        Cells& owner_;
        std::size_t cell_;
    };
    // The cell a piece centred at (x, z) culls with; what lies past the grid, with its edge cells.
    Out at(double x, double z) {
        const int cx = std::clamp(static_cast<int>(std::floor(x / kNightCellUnits)), 0, side_ - 1);
        const int cz = std::clamp(static_cast<int>(std::floor(z / kNightCellUnits)), 0, side_ - 1);
        return Out(*this, static_cast<std::size_t>(cz) * static_cast<std::size_t>(side_) + static_cast<std::size_t>(cx));
    }

    // After the counting pass: sizes `target` and places each cell's run in it, in cell order.
    void startWriting(std::vector<NightVertex>& target) {
        next_.assign(counts_.size(), 0);
        std::size_t total = 0;
        for (std::size_t c = 0; c < counts_.size(); c++) {
            next_[c] = total;
            total += counts_[c];
        }
        first_ = next_;
        target.resize(total);
        data_ = target.data();
    }
    std::size_t first(std::size_t cell) const { return first_[cell]; }
    std::size_t count(std::size_t cell) const { return counts_[cell]; }

private:
    int side_;
    std::vector<std::size_t> counts_, next_, first_;
    NightVertex* data_ = nullptr;
};

// A plain list, for the glows of a frame.
struct ListOut {
    std::vector<NightVertex>& list;
    void add(const NightVertex& v) { list.push_back(v); }
    void add(std::initializer_list<NightVertex> vertices) { list.insert(list.end(), vertices); }
};

std::uint8_t channel(double c) { return static_cast<std::uint8_t>(std::lround(std::clamp(c, 0.0, 1.0) * 255)); }

NightVertex vertex(float x, float y, float z, float u, float v, const pc::Rgb& c, std::uint8_t look) {
    return NightVertex{x, y, z, u, v, channel(c.r), channel(c.g), channel(c.b), look};
}

// Two triangles, corners in order around the quad.
template <typename Out>
void addQuad(Out&& out, const std::array<NightVertex, 4>& q) {
    out.add({q[0], q[1], q[2], q[0], q[2], q[3]});
}

// A wall or a sign: bottom-left, bottom-right, top-right, top-left seen from outside.
template <typename Out>
void addUpright(Out&& out, float x1, float z1, float x2, float z2, float bottom, float top,
                float u1, float u2, float v1, float v2, const pc::Rgb& colour, std::uint8_t look) {
    addQuad(out, {vertex(x1, bottom, z1, u1, v1, colour, look), vertex(x2, bottom, z2, u2, v1, colour, look),
                  vertex(x2, top, z2, u2, v2, colour, look), vertex(x1, top, z1, u1, v2, colour, look)});
}

void addWall(Cells& cells, const pc::PixelCity& city, const pc::Wall& w) {
    const pc::Building& building = city.buildings[w.building];
    const bool windows = w.surface == pc::Surface::windows;
    const pc::Rgb colour = windows ? pc::tintTable()[static_cast<std::size_t>(building.tint)] : pc::Rgb{};
    const auto look = static_cast<std::uint8_t>(windows ? building.sheet : kLookSolid);
    addUpright(cells.at((w.x1 + w.x2) / 2, (w.z1 + w.z2) / 2), w.x1, w.z1, w.x2,
               w.z2, w.bottom, w.top, w.u1, w.u2, w.v1, w.v2, colour, look);
}

// Which of the original's four rows of trim lights a lit rail wears (night.frag): the original
// took its building's seed % 4. A box carries no building, so the rail's top and colour choose
// it; a building's four sides share both, and neighbours rarely do.
float trimRow(const zs::Box& b) {
    const auto level = [](double channel) { return static_cast<std::uint32_t>(std::lround(channel * 255)); };
    std::uint32_t h = static_cast<std::uint32_t>(std::lround(std::max(b.y1, b.y2) * 4));
    h = ((h * 31 + level(b.r)) * 31 + level(b.g)) * 31 + level(b.b);
    h ^= h >> 16;  // an integer hash's finish (Chris Wellons' lowbias32): every bit moves the row
    h *= 0x7feb352du;
    h ^= h >> 15;
    h *= 0x846ca68bu;
    h ^= h >> 16;
    return static_cast<float>(h % 4);
}

// Six faces: a ledge's underside shows from the street. Lit trim carries, as u, the position
// along its longest side and, as v, its row (trimRow), where the original's look lights a row
// of small lights.
void addSolid(Cells& cells, const zs::Box& b) {
    const pc::Rgb colour{static_cast<float>(b.r), static_cast<float>(b.g), static_cast<float>(b.b)};
    auto out = cells.at((b.x1 + b.x2) / 2, (b.z1 + b.z2) / 2);
    const auto x1 = static_cast<float>(std::min(b.x1, b.x2)), x2 = static_cast<float>(std::max(b.x1, b.x2));
    const auto y1 = static_cast<float>(std::min(b.y1, b.y2)), y2 = static_cast<float>(std::max(b.y1, b.y2));
    const auto z1 = static_cast<float>(std::min(b.z1, b.z2)), z2 = static_cast<float>(std::max(b.z1, b.z2));
    const bool trim = b.material == zs::Material::trim;
    const float across = x2 - x1, up = y2 - y1, deep = z2 - z1;
    const int along = across >= up && across >= deep ? 0 : up >= deep ? 1 : 2;  // x, y or z
    const float row = trim ? trimRow(b) : 0.0f;
    auto v = [&](float x, float y, float z) {
        const float u = trim ? (along == 0 ? x : along == 1 ? y : z) : 0.0f;
        return vertex(x, y, z, u, row, colour, trim ? kLookTrim : kLookSolid);
    };
    addQuad(out, {v(x1, y2, z1), v(x1, y2, z2), v(x2, y2, z2), v(x2, y2, z1)});  // top
    addQuad(out, {v(x1, y1, z1), v(x2, y1, z1), v(x2, y1, z2), v(x1, y1, z2)});  // bottom
    addQuad(out, {v(x1, y1, z2), v(x2, y1, z2), v(x2, y2, z2), v(x1, y2, z2)});  // +z
    addQuad(out, {v(x2, y1, z1), v(x1, y1, z1), v(x1, y2, z1), v(x2, y2, z1)});  // -z
    addQuad(out, {v(x2, y1, z2), v(x2, y1, z1), v(x2, y2, z1), v(x2, y2, z2)});  // +x
    addQuad(out, {v(x1, y1, z1), v(x1, y1, z2), v(x1, y2, z2), v(x1, y2, z1)});  // -x
}

void addLid(Cells& cells, const pc::Lid& lid) {
    if (lid.outline.size() < 3) return;
    double cx = 0, cz = 0;
    for (const auto& p : lid.outline) {
        cx += p[0];
        cz += p[1];
    }
    auto out = cells.at(cx / double(lid.outline.size()), cz / double(lid.outline.size()));
    const pc::Rgb black{};
    const auto& o = lid.outline;
    for (std::size_t k = 1; k + 1 < o.size(); k++) {  // a fan: the outline is convex
        out.add(vertex(o[0][0], lid.y, o[0][1], 0, 0, black, kLookSolid));
        out.add(vertex(o[k][0], lid.y, o[k][1], 0, 0, black, kLookSolid));
        out.add(vertex(o[k + 1][0], lid.y, o[k + 1][1], 0, 0, black, kLookSolid));
    }
}

// The sides as solid quads, the top and (for what floats: a ledge) the bottom as fans.
void addPrism(Cells& cells, const pc::Prism& prism) {
    const auto& o = prism.outline;
    if (o.size() < 3) return;
    double cx = 0, cz = 0;
    for (const auto& p : o) {
        cx += p[0];
        cz += p[1];
    }
    auto out = cells.at(cx / double(o.size()), cz / double(o.size()));
    auto v = [&](const std::array<float, 2>& p, float y) { return vertex(p[0], y, p[1], 0, 0, prism.colour, kLookSolid); };
    // Counter-clockwise from above (the +y side), so each side, from one point to the next, is
    // a wall seen from outside left to right (its normal (-dz, dx) points out).
    for (std::size_t k = 0; k < o.size(); k++) {
        const auto& a = o[k];
        const auto& b = o[(k + 1) % o.size()];
        addQuad(out, {v(a, prism.bottom), v(b, prism.bottom), v(b, prism.top), v(a, prism.top)});
    }
    for (std::size_t k = 1; k + 1 < o.size(); k++) out.add({v(o[0], prism.top), v(o[k], prism.top), v(o[k + 1], prism.top)});
    if (prism.bottom > 0) {
        for (std::size_t k = 1; k + 1 < o.size(); k++) {
            out.add({v(o[0], prism.bottom), v(o[k + 1], prism.bottom), v(o[k], prism.bottom)});
        }
    }
}

void addGround(ListOut out, const pc::GroundPatch& patch) {
    const auto& o = patch.outline;
    for (std::size_t k = 1; k + 1 < o.size(); k++) {
        out.add(vertex(o[0][0], 0, o[0][1], 0, 0, patch.colour, kLookSolid));
        out.add(vertex(o[k][0], 0, o[k][1], 0, 0, patch.colour, kLookSolid));
        out.add(vertex(o[k + 1][0], 0, o[k + 1][1], 0, 0, patch.colour, kLookSolid));
    }
}

void addLogo(Cells& cells, const pc::Logo& logo, const std::vector<LogoPlace>& places) {
    LogoPlace place{0, 0, 1, 1};
    if (logo.word >= 0 && static_cast<std::size_t>(logo.word) < places.size()) {
        place = places[static_cast<std::size_t>(logo.word)];
    } else {  // the sheet's rows, word 0 at the top
        place.v2 = 1.0f - static_cast<float>(logo.word) / pc::kLogoCount;
        place.v1 = place.v2 - 1.0f / pc::kLogoCount;
    }
    addUpright(cells.at((logo.x1 + logo.x2) / 2, (logo.z1 + logo.z2) / 2), logo.x1,
               logo.z1, logo.x2, logo.z2, logo.bottom, logo.top, place.u1, place.u2, place.v1, place.v2, logo.colour,
               kLookLogo);
}

// Strips longer than a cell are cut, so each piece culls with the cell it lies in.
void addStreetLight(Cells& cells, const pc::StreetLight& s) {
    constexpr float kHeight = 2;  // the original's strips float at y = 2
    const pc::Rgb colour{1.0f, 0.86f, 0.70f};
    const float dx = s.x2 - s.x1, dz = s.z2 - s.z1;
    const float length = std::sqrt(dx * dx + dz * dz);
    if (length <= 0) return;
    const float ax = -dz / length * s.width / 2, az = dx / length * s.width / 2;  // half the width, across
    const int pieces = std::max(1, static_cast<int>(std::ceil(length / kNightCellUnits)));
    for (int k = 0; k < pieces; k++) {
        const float t1 = float(k) / float(pieces), t2 = float(k + 1) / float(pieces);
        const float x1 = s.x1 + dx * t1, z1 = s.z1 + dz * t1, x2 = s.x1 + dx * t2, z2 = s.z1 + dz * t2;
        const float u1 = length * t1, u2 = length * t2;
        addQuad(cells.at((x1 + x2) / 2, (z1 + z2) / 2),
                {vertex(x1 - ax, kHeight, z1 - az, u1, 0, colour, kLookStreetLights),
                 vertex(x2 - ax, kHeight, z2 - az, u2, 0, colour, kLookStreetLights),
                 vertex(x2 + ax, kHeight, z2 + az, u2, 1, colour, kLookStreetLights),
                 vertex(x1 + ax, kHeight, z1 + az, u1, 1, colour, kLookStreetLights)});
    }
}

void grow(NightCell& cell, const NightVertex& v, bool first) {
    const glm::vec3 p(v.x, v.y, v.z);
    cell.lo = first ? p : glm::min(cell.lo, p);
    cell.hi = first ? p : glm::max(cell.hi, p);
}

} // namespace

NightMesh bakeNightMesh(const pc::PixelCity& city, const std::vector<LogoPlace>& logoPlaces) {
    const int side = nightGridCells(city.plan.size);
    const std::size_t cellCount = static_cast<std::size_t>(side) * static_cast<std::size_t>(side);
    Cells opaque(side), glows(side);
    const auto addPieces = [&] {  // the same order in both passes, so each lands where it was counted
        for (const pc::Wall& w : city.walls) addWall(opaque, city, w);
        for (const zs::Box& b : city.solids) addSolid(opaque, b);
        for (const pc::Lid& lid : city.lids) addLid(opaque, lid);
        for (const pc::Logo& logo : city.logos) addLogo(opaque, logo, logoPlaces);
        for (const pc::Prism& prism : city.prisms) addPrism(opaque, prism);
        for (const pc::StreetLight& s : city.streetLights) addStreetLight(glows, s);
    };
    NightMesh mesh;
    mesh.gridCells = side;
    addPieces();
    opaque.startWriting(mesh.opaque);
    glows.startWriting(mesh.streetLights);
    addPieces();

    for (const pc::GroundPatch& patch : city.ground) addGround(ListOut{mesh.ground}, patch);
    mesh.cells.resize(cellCount);
    for (std::size_t c = 0; c < cellCount; c++) {
        NightCell& cell = mesh.cells[c];
        cell.firstOpaque = opaque.first(c);
        cell.opaqueCount = opaque.count(c);
        cell.firstGlow = glows.first(c);
        cell.glowCount = glows.count(c);
        bool first = true;
        for (std::size_t k = cell.firstOpaque; k < cell.firstOpaque + cell.opaqueCount; k++) {
            grow(cell, mesh.opaque[k], first);
            first = false;
        }
        for (std::size_t k = cell.firstGlow; k < cell.firstGlow + cell.glowCount; k++) {
            grow(cell, mesh.streetLights[k], first);
            first = false;
        }
    }
    return mesh;
}

std::vector<int> visibleNightCells(const NightMesh& mesh, const Frame& frame, const CameraPose& pose, double fogEnd) {
    return visibleNightCells(mesh.cells, frame, pose, fogEnd);
}

namespace {

// The distance from the eye to a cell's nearest point.
double cellDistance(const NightCell& cell, const CameraPose& pose) {
    const glm::dvec3 nearest = glm::clamp(pose.position, glm::dvec3(cell.lo), glm::dvec3(cell.hi));
    return glm::length(nearest - pose.position);
}

// How far the cell's nearest point is by the fog's measure (engine::fogAxis): along the axis
// where there is one (the box's corner least far along it), else from the eye.
double cellFogDepth(const NightCell& cell, const CameraPose& pose, const glm::dvec3& axis, double distance) {
    if (axis == glm::dvec3(0)) return distance;
    const glm::dvec3 lo = (glm::dvec3(cell.lo) - pose.position) * axis, hi = (glm::dvec3(cell.hi) - pose.position) * axis;
    return std::min(lo.x, hi.x) + std::min(lo.y, hi.y) + std::min(lo.z, hi.z);
}

// The cells with something to draw in the frustum that `keep` (the cell and how far its nearest
// point is by the fog's measure, cellFogDepth) keeps, nearest first. The depth test then
// rejects what stands behind before it is shaded (most of a frame's walls are hidden behind nearer ones): Pixel City's walls at
// 1280 x 720 took 53 ms a frame in the window on llvmpipe drawn in the grid's order, 23-30 ms
// nearest first. Ties keep the grid's order, so a frame is the same on every machine.
template <typename Keep>
std::vector<int> cellsInView(const std::vector<NightCell>& cells, const Frame& frame, const CameraPose& pose, Keep&& keep) {
    std::vector<int> visible;
    if (frame.empty()) return visible;
    const Frustum frustum(frame.projection * viewMatrix(pose));
    const glm::dvec3 axis = fogAxis(frame.style.night, pose);
    std::vector<double> distance(cells.size(), 0);
    for (std::size_t c = 0; c < cells.size(); c++) {
        const NightCell& cell = cells[c];
        if (cell.opaqueCount == 0 && cell.glowCount == 0) continue;
        distance[c] = cellDistance(cell, pose);
        const bool kept = keep(cell, cellFogDepth(cell, pose, axis, distance[c]));
        if (kept && frustum.intersects(glm::dvec3(cell.lo), glm::dvec3(cell.hi))) {
            visible.push_back(static_cast<int>(c));
        }
    }
    std::stable_sort(visible.begin(), visible.end(), [&distance](int a, int b) {
        return distance[static_cast<std::size_t>(a)] < distance[static_cast<std::size_t>(b)];
    });
    return visible;
}

} // namespace

std::vector<int> visibleNightCells(const std::vector<NightCell>& cells, const Frame& frame, const CameraPose& pose,
                                   double fogEnd) {
    return cellsInView(cells, frame, pose, [fogEnd](const NightCell&, double d) { return fogEnd <= 0 || d <= fogEnd; });
}

std::vector<int> silhouetteNightCells(const std::vector<NightCell>& cells, const Frame& frame, const CameraPose& pose,
                                      double fogEnd, double footDrop) {
    if (fogEnd <= 0) return {};
    const glm::dvec3 eye = pose.position;
    return cellsInView(cells, frame, pose, [&](const NightCell& cell, double d) {
        if (d <= fogEnd) return false;
        // Its top seen from the eye at its nearest horizontal distance, the steepest it can rise.
        const glm::dvec2 nearest = glm::clamp(glm::dvec2(eye.x, eye.z), glm::dvec2(cell.lo.x, cell.lo.z),
                                              glm::dvec2(cell.hi.x, cell.hi.z));
        const double across = glm::length(nearest - glm::dvec2(eye.x, eye.z));
        return cell.hi.y - eye.y > -footDrop * across;
    });
}

namespace {

// A quad centred on `centre`, `across` and `up` its half-extents.
void addFacing(ListOut out, const glm::dvec3& centre, const glm::dvec3& across, const glm::dvec3& up,
               const pc::Rgb& colour, std::uint8_t look) {
    auto corner = [&](double sx, double sy, float u, float v) {
        const glm::dvec3 p = centre + across * sx + up * sy;
        return vertex(static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z), u, v, colour, look);
    };
    addQuad(out, {corner(-1, -1, 0, 0), corner(1, -1, 1, 0), corner(1, 1, 1, 1), corner(-1, 1, 0, 1)});
}

// A car's pair of lamps: a lane wide (one unit) near the eye, and never narrower than a fixed
// angle further off, so a car 300 units down an avenue is still two dots (the original's pair
// was 6 units wide at every distance: blobs near the eye, dots from its overview). Each lamp is
// square, a round glow with a white core (shaders/night.frag).
constexpr double kCarLampsWidth = 1;           // units: the lane
constexpr double kCarLampsWidthPerUnit = 0.012;  // 7.5 pixels at 720 rows (60 degrees)
constexpr double kCarLightsHeight = 0.5;       // above the road: the lamps' centre
// Headlights white-yellow, the original's (1, 1, .8); tail-lights red (the original's (.5, .2,
// 0) read orange-brown against the night and vanished at a distance).
constexpr pc::Rgb kHeadlights{1.0f, 1.0f, 0.8f};
constexpr pc::Rgb kTailLights{1.0f, 0.1f, 0.04f};

// The original's: an upright quad across the lane, 6 wide, from 3 below the road (its CarRender's
// -CAR_SIZE) to 3 above for headlights and to the road for dim orange tail-lights. Below the road
// there is nothing, so a lamp shows only where the line to it reaches the road in the open street:
// from the overview most tail-lights hide behind the buildings beside their street. Seen from
// the side the quad thins to nothing, as the original's did.
constexpr double kOriginalLampsWidth = 6;
constexpr double kOriginalLampsFoot = -3;
constexpr double kOriginalHeadlightsHeight = 6, kOriginalTailLightsHeight = 3;
constexpr pc::Rgb kOriginalTailLights{0.5f, 0.2f, 0.0f};

void addOriginalCarLights(ListOut out, const CarLights& car, bool coming) {
    const double height = coming ? kOriginalHeadlightsHeight : kOriginalTailLightsHeight;
    const glm::dvec3 centre = car.position + glm::dvec3(0, kOriginalLampsFoot + height / 2, 0);
    const glm::dvec3 across = glm::dvec3(-car.direction.z, 0, car.direction.x) * (kOriginalLampsWidth / 2);
    addFacing(out, centre, across, glm::dvec3(0, height / 2, 0), coming ? kHeadlights : kOriginalTailLights,
              kLookCarLights);
}

void addCarLights(ListOut out, const CarLights& car, const CameraPose& pose, const glm::dvec3& up, bool modern) {
    const bool coming = glm::dot(car.direction, pose.position - car.position) > 0;
    if (!modern) return addOriginalCarLights(out, car, coming);
    const glm::dvec3 centre = car.position + glm::dvec3(0, kCarLightsHeight, 0);
    const double width = std::max(kCarLampsWidth, glm::length(centre - pose.position) * kCarLampsWidthPerUnit);
    const glm::dvec3 across = glm::dvec3(-car.direction.z, 0, car.direction.x) * (width / 2);
    addFacing(out, centre, across, up * (width / 4), coming ? kHeadlights : kTailLights, kLookCarLights);
}

} // namespace

std::vector<NightVertex> bakeSkyBand() {
    constexpr int kSides = 24;  // the original's cylinder
    const double top = std::tan(glm::radians(kSkyBandDegrees));
    const pc::Rgb white{1.0f, 1.0f, 1.0f};
    auto corner = [&](int side, int up) {
        const double u = static_cast<double>(side) / kSides;
        const double angle = u * 2 * glm::pi<double>();
        return vertex(static_cast<float>(std::sin(angle)), static_cast<float>(up * top),
                      static_cast<float>(-std::cos(angle)), static_cast<float>(u), static_cast<float>(up), white, kLookSky);
    };
    std::vector<NightVertex> band;
    band.reserve(kSides * 6);
    for (int side = 0; side < kSides; side++) {
        addQuad(ListOut{band}, {corner(side, 0), corner(side + 1, 0), corner(side + 1, 1), corner(side, 1)});
    }
    return band;
}

namespace {

std::vector<NightVertex> groundSquare(const pc::Rgb& colour) {
    const float h = kDayGroundHalf;
    std::vector<NightVertex> ground;
    addQuad(ListOut{ground}, {vertex(-h, 0, h, 0, 0, colour, kLookSolid), vertex(h, 0, h, 0, 0, colour, kLookSolid),
                              vertex(h, 0, -h, 0, 0, colour, kLookSolid), vertex(-h, 0, -h, 0, 0, colour, kLookSolid)});
    return ground;
}

} // namespace

std::vector<NightVertex> bakeDayGround() { return groundSquare(pc::Rgb{0.36f, 0.37f, 0.39f}); }  // asphalt

std::vector<NightVertex> bakeNightGround() { return groundSquare(pc::Rgb{0, 0, 0}); }

std::vector<NightVertex> bakeGlows(const std::vector<pc::Light>& lights, const std::vector<CarLights>& cars,
                                   const CameraPose& pose, double ms, const NightStyle& style) {
    std::vector<NightVertex> out;
    out.reserve((lights.size() + cars.size()) * 6);
    const glm::dmat4 rotation = viewRotation(pose);
    // The camera's right and up in the world: the rows of the view rotation.
    const glm::dvec3 right(rotation[0][0], rotation[1][0], rotation[2][0]);
    const glm::dvec3 up(rotation[0][1], rotation[1][1], rotation[2][1]);
    for (const pc::Light& light : lights) {
        if (!light.lit(ms)) continue;
        const double half = light.size / 2.0;
        addFacing(ListOut{out}, glm::dvec3(light.x, light.y, light.z), right * half, up * half, light.colour, kLookGlow);
    }
    // Headlights (1, 1, .8) on cars coming towards the camera, tail-lights on those going away,
    // as the original; the pair spans the lane and turns its face up to the camera. In the
    // clock's twilight the drivers turn them on as the street lights come on, at civil dusk.
    if (!style.streetLights) return out;
    for (const CarLights& car : cars) addCarLights(ListOut{out}, car, pose, up, style.modern);
    return out;
}

} // namespace engine
