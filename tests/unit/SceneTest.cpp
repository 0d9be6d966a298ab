// The scenes' rules and content, without a window.
#include "Scene.hpp"
#include "SceneContent.hpp"

#include <doctest/doctest.h>

TEST_CASE("the variant key cycles tidied, t2, zterrain and terrain") {
    CHECK(app::nextScene(app::Scene::tidied) == app::Scene::t2);
    CHECK(app::nextScene(app::Scene::t2) == app::Scene::zterrain);
    CHECK(app::nextScene(app::Scene::zterrain) == app::Scene::terrain);
    CHECK(app::nextScene(app::Scene::terrain) == app::Scene::tidied);
    for (app::Scene s : {app::Scene::tidied, app::Scene::t2, app::Scene::zterrain, app::Scene::terrain}) {
        CHECK(app::parseScene(app::sceneName(s)) == s);
    }
}

TEST_CASE("each program steers the mouse as its original did") {
    CHECK(app::pitchSenseFor(app::Scene::tidied) == engine::PitchSense::mouseDownTiltsUp);
    CHECK(app::pitchSenseFor(app::Scene::t2) == engine::PitchSense::mouseDownTiltsDown);
    CHECK(app::pitchSenseFor(app::Scene::zterrain) == engine::PitchSense::mouseDownTiltsDown);
    CHECK(app::pitchSenseFor(app::Scene::terrain) == engine::PitchSense::mouseDownTiltsUp);
}

TEST_CASE("start poses: the city's, and zterrain's (-100, 100, -100) with the city's angles") {
    CHECK(app::startPose(app::Scene::tidied).position == glm::dvec3(0, 200, 0));
    const engine::CameraPose z = app::startPose(app::Scene::zterrain);
    CHECK(z.position == glm::dvec3(-100, 100, -100));
    CHECK(z.yawDegrees == 20);
    CHECK(z.pitchDegrees == -50);
    // It faces away from the wall at z = 0: straight ahead goes further from it (-z).
    CHECK(engine::flightDirection(z).z < 0);
}

TEST_CASE("scene content: the cities' counts, zterrain's cubes, and the terrain following the camera") {
    CHECK(app::SceneContent({app::Scene::tidied}).titleLine() == "City: 213 buildings, 656 cubes");
    CHECK(app::SceneContent({app::Scene::t2}).titleLine() == "City: 216 buildings, 597 cubes");
    const app::SceneContent zterrain({app::Scene::zterrain});
    CHECK(zterrain.titleLine() == "City: 0 buildings, 1684 cubes");
    CHECK(zterrain.vertices().size() == 1684 * 36);

    app::SceneContent terrain({app::Scene::terrain, 0, 1, zs::TerrainMode::fixed});
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
