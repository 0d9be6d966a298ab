// Each kind of scene answers for itself (scene/SceneKind.hpp): what it is, and what it makes.
#include "scene/NightCity.hpp"
#include "scene/SceneKind.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <iterator>
#include <string>
#include <variant>

namespace {

struct Expected {
    app::Scene scene;
    bool night, walkable, floor, world, grid, dumps, plans, planPicture;
};

// The abilities the command line, the viewer and the modes read, scene by scene.
constexpr Expected kExpected[] = {
    {app::Scene::tidied, false, false, true, true, true, true, true, false},
    {app::Scene::t2, false, false, true, true, true, true, true, false},
    {app::Scene::zterrain, false, false, false, false, false, true, false, false},
    {app::Scene::terrain, false, false, false, false, false, false, false, false},
    {app::Scene::pixelcity, true, true, true, true, false, true, true, false},
    {app::Scene::redux, true, true, true, true, false, true, true, true},
};

app::SceneSettings settingsOf(app::Scene scene) {
    app::SceneSettings settings;
    settings.scene = scene;
    return settings;
}

} // namespace

TEST_CASE("every scene's kind says what it is") {
    for (const Expected& e : kExpected) {
        const app::SceneKind& kind = app::kindOf(e.scene);
        CAPTURE(std::string(app::sceneName(e.scene)));
        CHECK(kind.night() == e.night);
        CHECK(kind.walkable() == e.walkable);
        CHECK(kind.hasFloor() == e.floor);
        CHECK(kind.endlessWorld() == e.world);
        CHECK(kind.gridded() == e.grid);
        CHECK(kind.dumps() == e.dumps);
        CHECK(kind.plans() == e.plans);
        CHECK(kind.plansAsPicture() == e.planPicture);
        CHECK(&app::sceneKind(app::sceneInfo(e.scene).kind) == &kind);
    }
    std::size_t rows = 0;
    for (const app::SceneInfo& info : app::sceneTable()) {
        CAPTURE(std::string(info.name));
        rows++;
        bool expected = false;
        for (const Expected& e : kExpected) expected = expected || e.scene == info.scene;
        CHECK(expected);  // a new scene says here what its kind answers
    }
    CHECK(rows == std::size(kExpected));
    CHECK(app::scenesWhere(&app::SceneKind::plans) == "tidied, t2, pixelcity or redux");
    CHECK(app::scenesWhere(&app::SceneKind::dumps) == "tidied, t2, zterrain, pixelcity or redux");
}

TEST_CASE("the kinds' stats lines are the originals' titles") {
    const engine::CameraPose start;
    CHECK(app::kindOf(app::Scene::tidied).statsLine(settingsOf(app::Scene::tidied), start) == "City: 213 buildings, 656 cubes");
    CHECK(app::kindOf(app::Scene::t2).statsLine(settingsOf(app::Scene::t2), start) == "City: 216 buildings, 597 cubes");
    CHECK(app::kindOf(app::Scene::zterrain).statsLine(settingsOf(app::Scene::zterrain), start) == "City: 0 buildings, 1684 cubes");
    CHECK(app::kindOf(app::Scene::terrain).statsLine(settingsOf(app::Scene::terrain), start).rfind("Terrain: ", 0) == 0);
}

TEST_CASE("a box kind's dump and export hold the same boxes, a city a piece") {
    app::SceneSettings grid = settingsOf(app::Scene::tidied);
    grid.grid = 3;
    std::string text;
    int pieces = 0;
    double last = 0;
    app::kindOf(grid.scene).dump(grid, app::BoxColumns::published, [&](std::string_view piece) {
        text += piece;
        pieces++;
    }, [&last](double fraction) { last = fraction; });
    CHECK(pieces == 9);
    CHECK(last == 1.0);
    const app::ExportContent content = app::kindOf(grid.scene).exportContent(grid, engine::CameraPose{});
    const auto* meshes = std::get_if<std::unique_ptr<app::MeshPieces>>(&content);
    REQUIRE(meshes != nullptr);
    CHECK((*meshes)->count() == 9);
    std::size_t vertices = 0;
    (*meshes)->outline([&vertices](const app::PieceOutline& o) { vertices += o.vertices; });
    std::size_t rows = 0;
    for (const char c : text) rows += c == '\n' ? 1 : 0;
    CHECK(vertices == (rows - 1) * 24);  // 24 corners a box, the CSV's header aside
}

TEST_CASE("the night kinds export one textured mesh named by the scene") {
    const app::ExportContent content = app::kindOf(app::Scene::pixelcity).exportContent(settingsOf(app::Scene::pixelcity), {});
    const auto* mesh = std::get_if<app::TexturedMesh>(&content);
    REQUIRE(mesh != nullptr);
    CHECK(mesh->name == "pixelcity");
    CHECK(!mesh->textures.empty());
}

TEST_CASE("a sign text takes the sheet's first word and the city's first sign, nothing else") {
    const std::vector<std::string> seeds = app::logoWords(2);
    const std::vector<std::string> mine = app::logoWords(2, "ZCITY & CO.");
    CHECK(mine.front() == "ZCITY & CO.");
    CHECK(std::equal(mine.begin() + 1, mine.end(), seeds.begin() + 1));
    // Seed 2 has no sign with word 0 of its own: its first sign is turned to the text.
    const app::NightCity plain = app::growNightCity(2);
    app::SceneSettings scene;
    scene.seed = 2;
    scene.signText = "ZCITY & CO.";
    const app::NightCity signed_ = app::growNightCity(scene, app::Kind::pixelCity);
    REQUIRE(!plain.city.logos.empty());
    CHECK(std::none_of(plain.city.logos.begin(), plain.city.logos.end(), [](const auto& logo) { return logo.word == 0; }));
    CHECK(signed_.city.logos.front().word == 0);
    CHECK(signed_.city.logos.size() == plain.city.logos.size());
    CHECK(signed_.city.buildings.size() == plain.city.buildings.size());
    CHECK(signed_.mesh.opaque.size() == plain.mesh.opaque.size());
    // What fits a sign: the font's characters, 1 to 14 of them.
    CHECK(app::signTextFits("ZCITY & CO."));
    CHECK(app::signTextFits("night-owl 24"));
    CHECK_FALSE(app::signTextFits(""));
    CHECK_FALSE(app::signTextFits("FIFTEEN LETTERS"));
    CHECK_FALSE(app::signTextFits("A@B"));
    CHECK_FALSE(app::signTextFits("caf\xC3\xA9"));
}
