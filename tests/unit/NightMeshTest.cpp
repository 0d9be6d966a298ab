// Pixel City's bake: pieces into the visibility grid's cells, culling and the moment's glows.
#include "engine/NightMesh.hpp"
#include "engine/NightSky.hpp"

#include "engine/AutoCamera.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <tuple>

namespace pc = zs::pixelcity;

namespace {

// One building at (100, 100): a wall, a black cap, a lid, a blinker and a street light.
pc::PixelCity tinyCity() {
    pc::PixelCity city;
    pc::Building b;
    b.footprint = pc::Footprint{100, 100, 10, 10};
    b.height = 20;
    b.sheet = 3;
    b.tint = 2;
    city.buildings.push_back(b);
    pc::Wall wall;
    wall.x1 = 100, wall.z1 = 110, wall.x2 = 110, wall.z2 = 110, wall.bottom = 0, wall.top = 20;
    wall.u1 = 0.25f, wall.u2 = 0.25f + 10.0f / 64, wall.v1 = 0, wall.v2 = 20.0f / 64;
    city.walls.push_back(wall);
    city.solids.push_back(zs::Box{100, 20, 100, 110, 22, 110, 0, 0, 0, zs::Material::nightBlack});
    city.lids.push_back(pc::Lid{{{100, 110}, {110, 110}, {110, 100}, {100, 100}}, 22, 0});  // counter-clockwise from above
    pc::Light blinker;
    blinker.x = 105, blinker.y = 40, blinker.z = 105, blinker.size = 2;
    blinker.colour = pc::Rgb{1, 0.75f, 0.63f};
    blinker.periodMs = 1500, blinker.onMs = 200, blinker.phaseMs = 0;
    city.lights.push_back(blinker);
    city.streetLights.push_back(pc::StreetLight{90, 300, 190, 300, 3.5f});
    return city;
}

} // namespace

TEST_CASE("the bake keeps every piece, sorted into the cell it lies in, with the cell's bounds") {
    const engine::NightMesh mesh = engine::bakeNightMesh(tinyCity());
    // wall 6 + box 36 + lid 6 (a square's fan is two triangles)
    CHECK(mesh.opaque.size() == 6 + 36 + 6);
    // 100 units of strip: cut into 4 pieces no longer than a cell
    CHECK(mesh.streetLights.size() == 4 * 6);
    CHECK(mesh.cells.size() == std::size_t(engine::kNightGridCells * engine::kNightGridCells));
    std::size_t opaque = 0, glows = 0;
    for (const engine::NightCell& cell : mesh.cells) {
        for (std::size_t k = cell.firstOpaque; k < cell.firstOpaque + cell.opaqueCount; k++) {
            const engine::NightVertex& v = mesh.opaque[k];
            CHECK(v.x >= cell.lo.x);
            CHECK(v.x <= cell.hi.x);
            CHECK(v.y <= cell.hi.y);
            CHECK(v.z <= cell.hi.z);
        }
        opaque += cell.opaqueCount;
        glows += cell.glowCount;
    }
    CHECK(opaque == mesh.opaque.size());
    CHECK(glows == mesh.streetLights.size());
    // The building is in cell (3, 3): 100 / 32.
    const engine::NightCell& home = mesh.cells[3 * engine::kNightGridCells + 3];
    CHECK(home.opaqueCount == mesh.opaque.size());
    // The wall keeps its sheet, its tint from the table and its u/v.
    const engine::NightVertex& first = mesh.opaque[home.firstOpaque];
    CHECK(first.look == 3);
    CHECK(first.u == doctest::Approx(0.25));
    const pc::Rgb tint = pc::tintTable()[2];
    CHECK(first.r == std::lround(tint.r * 255));
    // Black pieces are black and solid.
    for (std::size_t k = home.firstOpaque + 6; k < home.firstOpaque + home.opaqueCount; k++) {
        CHECK(mesh.opaque[k].look == engine::kLookSolid);
        CHECK(mesh.opaque[k].r + mesh.opaque[k].g + mesh.opaque[k].b == 0);
    }
}

TEST_CASE("culling: what is behind the camera or past the fog's end is not drawn") {
    const engine::NightMesh mesh = engine::bakeNightMesh(tinyCity());
    const engine::Frame frame = engine::makeFrame(1280, 720);
    const int home = 3 * engine::kNightGridCells + 3;
    auto contains = [](const std::vector<int>& cells, int c) {
        return std::find(cells.begin(), cells.end(), c) != cells.end();
    };
    // Looking at it from 200 away (south, facing -z): drawn.
    const engine::CameraPose facing = engine::poseLookingAt({105, 30, 305}, {105, 10, 105});
    CHECK(contains(engine::visibleNightCells(mesh, frame, facing, engine::kNightFogEnd), home));
    // Turned round: not drawn.
    const engine::CameraPose away = engine::poseLookingAt({105, 30, 305}, {105, 10, 505});
    CHECK_FALSE(contains(engine::visibleNightCells(mesh, frame, away, engine::kNightFogEnd), home));
    // 600 away, past the fog's 512: not drawn with fog, drawn without.
    const engine::CameraPose far = engine::poseLookingAt({105, 30, 710}, {105, 10, 105});
    CHECK_FALSE(contains(engine::visibleNightCells(mesh, frame, far, engine::kNightFogEnd), home));
    CHECK(contains(engine::visibleNightCells(mesh, frame, far, 0), home));
}

TEST_CASE("the original's fog is measured along the view, the modern look's from the eye") {
    const engine::NightMesh mesh = engine::bakeNightMesh(tinyCity());
    engine::FrameStyle original, modern;
    modern.night.modern = true;
    const engine::Frame frame = engine::makeFrame(1280, 720, original);
    const engine::Frame modernFrame = engine::makeFrame(1280, 720, modern);
    const int home = 3 * engine::kNightGridCells + 3;
    auto contains = [](const std::vector<int>& cells, int c) {
        return std::find(cells.begin(), cells.end(), c) != cells.end();
    };
    // The building 480 ahead along the view and 220 to the side: 528 from the eye, inside the
    // picture near its edge. The original's fog (the eye's depth) leaves it; the modern's hides it.
    const engine::CameraPose pose{{105 + 220, 20, 110 + 480}, 0, 0};  // looking along -z
    const glm::dvec3 axis = engine::fogAxis(frame.style.night, pose);
    CHECK(axis.x == doctest::Approx(0).epsilon(1e-12));
    CHECK(axis.z == doctest::Approx(-1));
    CHECK(glm::length(engine::fogAxis(modernFrame.style.night, pose)) == 0);
    CHECK(contains(engine::visibleNightCells(mesh, frame, pose, engine::kNightFogEnd), home));
    CHECK_FALSE(contains(engine::visibleNightCells(mesh, modernFrame, pose, engine::kNightFogEnd), home));
    // How far the fog's end reaches at the picture's corners: 1.17 times at the original's lens.
    const double tanV = std::tan(frame.verticalDegrees() / 2 * 3.14159265358979 / 180);
    const double corner = std::sqrt(1 + tanV * tanV * (1 + 1280.0 * 1280 / (720.0 * 720)));
    CHECK(engine::fogReach(frame, 512) == doctest::Approx(512 * corner));
    CHECK(corner > 1.1);
    CHECK(engine::fogReach(modernFrame, 512) == 512);
}

TEST_CASE("silhouettes: the cells past the fog that rise above the sky band's foot, and no others") {
    const pc::PixelCity city = pc::growPixelCity(6);
    const engine::NightMesh mesh = engine::bakeNightMesh(city);
    const engine::Frame frame = engine::makeFrame(1280, 720);
    const engine::CameraPose pose{{512, 130, 900}, 0, -14};  // the original's overview
    const double drop = engine::skyBandFootDrop(false, pose.position.y);
    CHECK(drop == doctest::Approx(std::tan(6.8 * 3.14159265358979 / 180)).epsilon(0.001));
    const std::vector<int> near = engine::visibleNightCells(mesh, frame, pose, engine::kNightFogEnd);
    const std::vector<int> far = engine::silhouetteNightCells(mesh.cells, frame, pose, engine::kNightFogEnd, drop);
    const std::vector<int> all = engine::visibleNightCells(mesh, frame, pose, 0);
    REQUIRE(!far.empty());
    for (int index : far) {
        CAPTURE(index);
        const engine::NightCell& cell = mesh.cells[std::size_t(index)];
        CHECK(std::find(near.begin(), near.end(), index) == near.end());  // never both
        CHECK(std::find(all.begin(), all.end(), index) != all.end());     // in view
        const glm::dvec3 nearest = glm::clamp(pose.position, glm::dvec3(cell.lo), glm::dvec3(cell.hi));
        CHECK(glm::length(nearest - pose.position) > engine::kNightFogEnd);
        const double across = glm::length(glm::dvec2(nearest.x, nearest.z) - glm::dvec2(pose.position.x, pose.position.z));
        CHECK(cell.hi.y - pose.position.y > -drop * across);  // its top can rise above the foot
    }
    // Every cell in view is drawn, a silhouette or left out only where it stays under the foot.
    int under = 0;
    for (int index : all) {
        const bool drawn = std::find(near.begin(), near.end(), index) != near.end() ||
                           std::find(far.begin(), far.end(), index) != far.end();
        if (!drawn) under++;
    }
    CHECK(near.size() + far.size() + static_cast<std::size_t>(under) == all.size());
    // Without fog, nothing lies past it; the modern look's band stands on the horizon (no drop).
    CHECK(engine::silhouetteNightCells(mesh.cells, frame, pose, 0, drop).empty());
    CHECK(engine::skyBandFootDrop(true, 130) == 0);
}

TEST_CASE("culling: the cells come nearest first, so the depth test spares what stands behind") {
    const pc::PixelCity city = pc::growPixelCity(6);
    const engine::NightMesh mesh = engine::bakeNightMesh(city);
    const engine::Frame frame = engine::makeFrame(1280, 720);
    const engine::CameraPose pose = engine::poseLookingAt({512, 130, 900}, {512, 100, 400});
    const std::vector<int> cells = engine::visibleNightCells(mesh, frame, pose, engine::kNightFogEnd);
    REQUIRE(cells.size() > 50);
    double last = 0;
    for (int index : cells) {
        const engine::NightCell& cell = mesh.cells[std::size_t(index)];
        const glm::dvec3 nearest = glm::clamp(pose.position, glm::dvec3(cell.lo), glm::dvec3(cell.hi));
        const double distance = glm::length(nearest - pose.position);
        CHECK(distance >= last);
        last = distance;
    }
}

TEST_CASE("the sky band: the original's 24-sided cylinder one unit round the origin, to 16 degrees up") {
    const std::vector<engine::NightVertex> band = engine::bakeSkyBand();
    REQUIRE(band.size() == 24 * 6);
    const double top = std::tan(16 * 3.14159265358979 / 180);
    for (const engine::NightVertex& v : band) {
        CHECK(v.look == engine::kLookSky);
        CHECK(std::hypot(double(v.x), double(v.z)) == doctest::Approx(1).epsilon(1e-6));
        const bool bottom = v.y == 0;
        CHECK((bottom || double(v.y) == doctest::Approx(top).epsilon(1e-6)));
        CHECK(v.v == (bottom ? 0.0f : 1.0f));
        CHECK(v.u >= 0.0f);
        CHECK(v.u <= 1.0f);
        // u once round: the angle from -z towards +x
        if (v.u > 0.0f && v.u < 1.0f) CHECK(std::atan2(double(v.x), -double(v.z)) / (2 * 3.14159265358979) ==
                                            doctest::Approx(v.u > 0.5f ? v.u - 1.0 : double(v.u)).epsilon(1e-5));
    }
}

TEST_CASE("glows: blinkers by the clock, headlights towards the camera and tail-lights away") {
    const pc::PixelCity city = tinyCity();
    const engine::CameraPose pose = engine::poseLookingAt({105, 30, 305}, {105, 10, 105});
    CHECK(engine::bakeGlows(city.lights, {}, pose, 100).size() == 6);   // lit for its first 200 ms
    CHECK(engine::bakeGlows(city.lights, {}, pose, 1000).empty());      // dark for the rest of 1.5 s
    CHECK(engine::bakeGlows(city.lights, {}, pose, 1600).size() == 6);  // and round again

    const engine::CarLights coming{{105, 0, 250}, {0, 0, 1}};  // driving towards the camera
    const engine::CarLights going{{106, 0, 250}, {0, 0, -1}};
    engine::NightStyle modern;
    modern.modern = true;
    const auto glows = engine::bakeGlows(city.lights, {coming, going}, pose, 1000, modern);
    REQUIRE(glows.size() == 12);
    CHECK(glows[0].look == engine::kLookCarLights);
    CHECK(glows[0].b == std::lround(0.8 * 255));  // headlights (1, 1, .8)
    CHECK(glows[6].r == 255);  // tail-lights red (1, .1, .04)
    CHECK(glows[6].g < 30);
    CHECK(glows[6].b < 30);
    // --time's twilight before civil dusk: no street lights yet, and no car's lamps either.
    engine::NightStyle twilight = modern;
    twilight.dusk = 0.8f;
    twilight.streetLights = false;
    CHECK(engine::bakeGlows(city.lights, {coming, going}, pose, 1000, twilight).empty());
    twilight.streetLights = true;
    CHECK(engine::bakeGlows(city.lights, {coming, going}, pose, 1000, twilight).size() == 12);
    // Near the eye the pair spans its lane (one unit); far off it keeps its size on screen
    // (0.012 of the distance), so it stays two dots.
    const auto width = [](const std::vector<engine::NightVertex>& quad, std::size_t first) {
        double widest = 0;
        for (std::size_t a = first; a < first + 6; a++) {
            for (std::size_t b = first; b < first + 6; b++) {
                widest = std::max(widest, std::abs(double(quad[a].x) - double(quad[b].x)));
            }
        }
        return widest;
    };
    CHECK(width(glows, 0) == doctest::Approx(1).epsilon(0.01));
    const engine::CarLights far{{105, 0, 305 - 500}, {0, 0, 1}};
    const engine::CameraPose level{{105, 0.5, 305}, 0, 0};
    CHECK(width(engine::bakeGlows({}, {far}, level, 0, modern), 0) == doctest::Approx(6).epsilon(0.01));
    // Each quad faces the camera: its corners are at the same depth along the view direction.
    const glm::dvec3 forward = engine::flightDirection(pose);
    const double d0 = glm::dot(glm::dvec3(glows[0].x, glows[0].y, glows[0].z) - pose.position, forward);
    for (int k = 1; k < 6; k++) {
        CHECK(glm::dot(glm::dvec3(glows[k].x, glows[k].y, glows[k].z) - pose.position, forward) ==
              doctest::Approx(d0).epsilon(0.02));
    }
}

TEST_CASE("a prism bakes to outward sides, a top and (when it floats) a bottom; ground keeps its order") {
    pc::PixelCity city;
    pc::Prism prism;
    prism.outline = {{{10, 10}}, {{10, 12}}, {{12, 12}}, {{12, 10}}};  // counter-clockwise from above
    prism.bottom = 1;
    prism.top = 3;
    city.prisms.push_back(prism);
    city.ground.push_back(pc::GroundPatch{{{{0, 0}}, {{0, 100}}, {{100, 100}}, {{100, 0}}}, pc::Rgb{0.1f, 0.1f, 0.1f}});
    city.ground.push_back(pc::GroundPatch{{{{0, 40}}, {{0, 60}}, {{100, 60}}, {{100, 40}}}, pc::Rgb{0.2f, 0.2f, 0.2f}});
    const engine::NightMesh mesh = engine::bakeNightMesh(city);
    REQUIRE(mesh.opaque.size() == 4 * 6 + 2 * 3 + 2 * 3);
    REQUIRE(mesh.ground.size() == 12);
    CHECK(mesh.ground[6].r > mesh.ground[0].r);  // painted after the first
    // Every triangle's normal points away from the prism's middle (11, 2, 11).
    const glm::dvec3 middle(11, 2, 11);
    for (std::size_t k = 0; k < mesh.opaque.size(); k += 3) {
        const glm::dvec3 a(mesh.opaque[k].x, mesh.opaque[k].y, mesh.opaque[k].z);
        const glm::dvec3 b(mesh.opaque[k + 1].x, mesh.opaque[k + 1].y, mesh.opaque[k + 1].z);
        const glm::dvec3 c(mesh.opaque[k + 2].x, mesh.opaque[k + 2].y, mesh.opaque[k + 2].z);
        const glm::dvec3 normal = glm::cross(b - a, c - a);
        CHECK(glm::dot(normal, (a + b + c) / 3.0 - middle) > 0);
    }
}

TEST_CASE("the walls, boxes and lids of a building are wound to face out (back faces are culled)") {
    const engine::NightMesh mesh = engine::bakeNightMesh(tinyCity());
    const glm::dvec3 middle(105, 21, 105);  // inside the cap box, below the lid, behind the wall
    for (std::size_t k = 0; k < mesh.opaque.size(); k += 3) {
        const glm::dvec3 a(mesh.opaque[k].x, mesh.opaque[k].y, mesh.opaque[k].z);
        const glm::dvec3 b(mesh.opaque[k + 1].x, mesh.opaque[k + 1].y, mesh.opaque[k + 1].z);
        const glm::dvec3 c(mesh.opaque[k + 2].x, mesh.opaque[k + 2].y, mesh.opaque[k + 2].z);
        CHECK(glm::dot(glm::cross(b - a, c - a), (a + b + c) / 3.0 - middle) > 0);
    }
}

TEST_CASE("glows: the original's car lamps are upright quads across the lane, 6 wide, from 3 below the road, tail-lights dim orange") {
    const engine::CameraPose pose = engine::poseLookingAt({105, 30, 305}, {105, 10, 105});
    const engine::CarLights coming{{105, 0, 250}, {0, 0, 1}};
    const engine::CarLights going{{106, 0, 250}, {0, 0, -1}};
    const auto glows = engine::bakeGlows({}, {coming, going}, pose, 0);  // the original's look
    REQUIRE(glows.size() == 12);
    CHECK(glows[0].b == std::lround(0.8 * 255));  // headlights (1, 1, .8)
    CHECK(glows[6].r == std::lround(0.5 * 255));  // tail-lights (.5, .2, 0)
    CHECK(glows[6].g == std::lround(0.2 * 255));
    CHECK(glows[6].b == 0);
    double lowX = 1e9, highX = -1e9, lowY = 1e9, highY = -1e9, lowZ = 1e9, highZ = -1e9;
    for (std::size_t k = 0; k < 6; k++) {
        lowX = std::min(lowX, double(glows[k].x));
        highX = std::max(highX, double(glows[k].x));
        lowY = std::min(lowY, double(glows[k].y));
        highY = std::max(highY, double(glows[k].y));
        lowZ = std::min(lowZ, double(glows[k].z));
        highZ = std::max(highZ, double(glows[k].z));
    }
    CHECK(highX - lowX == doctest::Approx(6));  // across the lane, whatever the camera
    CHECK(lowY == doctest::Approx(-3));         // its foot 3 below the road (the original's -CAR_SIZE)
    CHECK(highY == doctest::Approx(3));         // headlights 6 tall
    CHECK(highZ - lowZ == doctest::Approx(0));  // upright, facing along the lane
    double tallest = -1e9, lowest = 1e9;
    for (std::size_t k = 6; k < 12; k++) {
        tallest = std::max(tallest, double(glows[k].y));
        lowest = std::min(lowest, double(glows[k].y));
    }
    CHECK(lowest == doctest::Approx(-3));  // tail-lights 3 tall, below the road
    CHECK(tallest == doctest::Approx(0));
}

TEST_CASE("lit trim wears one of the original's four rows of lights, the rows about evenly") {
    // The original chose a trim's row by its building's seed % 4; here a rail's top and colour
    // choose it (NightMesh.cpp's trimRow). Seed 6's rails: every lit vertex's v a whole row 0-3,
    // and each row worn by at least a tenth of the rails.
    const pc::PixelCity city = pc::growPixelCity(6);
    const engine::NightMesh mesh = engine::bakeNightMesh(city);
    // (height, colour) -> row: a rail's lit line shows twice, at its top's height and its foot's.
    std::map<std::tuple<float, int, int, int>, float> railRow;
    for (const engine::NightVertex& v : mesh.opaque) {
        if (v.look != engine::kLookTrim) continue;
        REQUIRE(v.v == std::round(v.v));
        REQUIRE(v.v >= 0);
        REQUIRE(v.v <= 3);
        railRow[{v.y, v.r, v.g, v.b}] = v.v;
    }
    std::array<int, 4> rails{};
    for (const auto& [rail, row] : railRow) rails[static_cast<std::size_t>(row)]++;
    for (int count : rails) CHECK(count * 10 >= static_cast<int>(railRow.size()));
}
