// The scene table, and the scenes' content, without a window.
#include "scene/SceneKind.hpp"
#include "cli/Options.hpp"
#include "viewer/Actions.hpp"
#include "cli/SavedSettings.hpp"
#include "scene/GroundMesh.hpp"
#include "scene/SceneBoxes.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <set>

namespace {


std::string title(app::Scene scene) {
    app::SceneSettings settings;
    settings.scene = scene;
    return app::cityTitle(app::forEachBoxList(settings, [](const std::vector<zs::Box>&) {}));
}

} // namespace

TEST_CASE("the V cycle visits every scene of the table once, in order") {
    CHECK(app::nextScene(app::Scene::tidied) == app::Scene::t2);
    CHECK(app::nextScene(app::Scene::t2) == app::Scene::zterrain);
    CHECK(app::nextScene(app::Scene::zterrain) == app::Scene::terrain);
    CHECK(app::nextScene(app::Scene::terrain) == app::Scene::pixelcity);
    CHECK(app::nextScene(app::Scene::pixelcity) == app::Scene::redux);
    CHECK(app::nextScene(app::Scene::redux) == app::Scene::tidied);
    std::set<app::Scene> seen;
    app::Scene s = app::Scene::tidied;
    do {
        CHECK(seen.insert(s).second);
        s = app::nextScene(s);
    } while (s != app::Scene::tidied);
    std::size_t rows = 0;
    for (const app::SceneInfo& info : app::sceneTable()) {
        CHECK(seen.count(info.scene) == 1);
        rows++;
    }
    CHECK(seen.size() == rows);
}

TEST_CASE("every list of scenes is built from the table: names, help, keys, errors, settings") {
    CHECK(app::sceneNames() == "tidied, t2, zterrain, terrain, pixelcity or redux");
    CHECK(app::scenesWhere(&app::SceneKind::gridded) == "tidied or t2");
    CHECK(app::scenesWhere(&app::SceneKind::walkable, ",") == "pixelcity, redux");
    CHECK(app::scenesWhere(&app::SceneKind::endlessWorld) == "tidied, t2, pixelcity or redux");
    std::vector<const char*> argv{"zcity", "--help"};
    const auto help = std::get<app::EarlyExit>(app::parseOptions(2, argv.data())).text;
    argv = {"zcity", "--scene", "nowhere"};
    const auto error = std::get<app::EarlyExit>(app::parseOptions(3, argv.data())).text;
    std::string problem;
    app::parseSettings("scene=nowhere", problem);
    for (const app::SceneInfo& info : app::sceneTable()) {
        const std::string name(info.name);
        CAPTURE(name);
        CHECK(app::parseScene(name) == info.scene);
        CHECK(help.find(name + " (") != std::string::npos);
        CHECK(app::keyHelp().find(name) != std::string::npos);
        CHECK(error.find(name) != std::string::npos);
        CHECK(problem.find(name) != std::string::npos);
    }
    CHECK(!app::parseScene("variant").has_value());
}

TEST_CASE("each scene steers the mouse as its original did") {
    CHECK(app::sceneInfo(app::Scene::tidied).pitchSense == engine::PitchSense::mouseDownTiltsUp);
    CHECK(app::sceneInfo(app::Scene::t2).pitchSense == engine::PitchSense::mouseDownTiltsDown);
    CHECK(app::sceneInfo(app::Scene::zterrain).pitchSense == engine::PitchSense::mouseDownTiltsDown);
    CHECK(app::sceneInfo(app::Scene::terrain).pitchSense == engine::PitchSense::mouseDownTiltsUp);
}

TEST_CASE("start poses: the city's, and zterrain's (-100, 100, -100) with the city's angles") {
    CHECK(app::sceneInfo(app::Scene::tidied).startPose.position == glm::dvec3(0, 200, 0));
    const engine::CameraPose z = app::sceneInfo(app::Scene::zterrain).startPose;
    CHECK(z.position == glm::dvec3(-100, 100, -100));
    CHECK(z.yawDegrees == 20);
    CHECK(z.pitchDegrees == -50);
    // It faces away from the wall at z = 0: straight ahead goes further from it (-z).
    CHECK(engine::flightDirection(z).z < 0);
}

TEST_CASE("scene content: the cities' counts, zterrain's cubes, and the terrain following the camera") {
    CHECK(title(app::Scene::tidied) == "City: 213 buildings, 656 cubes");
    CHECK(title(app::Scene::t2) == "City: 216 buildings, 597 cubes");
    CHECK(title(app::Scene::zterrain) == "City: 0 buildings, 1684 cubes");
    CHECK(!app::kindOf(app::Scene::terrain).dumps());

    app::SceneSettings settings;
    settings.scene = app::Scene::terrain;
    settings.terrain = zs::TerrainMode::fixed;
    app::GroundMesh terrain(settings);
    CHECK(terrain.vertices().empty());
    engine::CameraPose pose{{0.5, 30, 0.5}, 0, -30};
    CHECK(terrain.follow(pose));
    CHECK(terrain.vertices().size() == 81 * 81 * 6);
    CHECK(terrain.heightsComputed() == 82 * 82);
    pose.position.x = 0.9;  // the same square: nothing to do
    CHECK(!terrain.follow(pose));
    pose.position.x = 1.2;  // one square on: one new edge of heights
    CHECK(terrain.follow(pose));
    CHECK(terrain.heightsComputed() == 82);
    CHECK(terrain.titleLine() == "Terrain: 6561 squares, fixed, grid");
}

TEST_CASE("a grid's box lists come a city at a time, in the loop's order, adding up to the grid") {
    app::SceneSettings settings;
    settings.grid = 3;
    std::vector<std::size_t> sizes;
    const app::CityStats stats = app::forEachBoxList(settings, [&](const std::vector<zs::Box>& boxes) { sizes.push_back(boxes.size()); });
    const zs::City grid = zs::growGrid(settings.seed, 3, zs::Variant::tidied);
    CHECK(sizes.size() == 9);
    std::size_t total = 0;
    for (std::size_t n : sizes) total += n;
    CHECK(total == grid.boxes.size());
    CHECK(stats.cubes == static_cast<std::int64_t>(grid.boxes.size()));
    CHECK(stats.buildings == grid.buildings);
}

TEST_CASE("the README's list of scenes names every scene of the table") {
    std::ifstream readme(std::string(ZCITY_SOURCE_DIR) + "/README.md");
    REQUIRE(readme);
    std::string line, row;
    while (std::getline(readme, line)) {
        if (line.rfind("| `--scene NAME`", 0) == 0) row = line;
    }
    REQUIRE(!row.empty());
    for (const app::SceneInfo& info : app::sceneTable()) {
        CHECK(row.find("`" + std::string(info.name) + "`") != std::string::npos);
    }
}
