// The export's text, without files.
#include "formats/MeshFiles.hpp"
#include "formats/PlanSvg.hpp"
#include "formats/PngFile.hpp"
#include "formats/TexturedMeshFiles.hpp"

#include "engine/BoxMesh.hpp"

#include <doctest/doctest.h>

#include <set>
#include <sstream>

namespace {
int count(const std::string& text, const std::string& prefix) {
    std::istringstream lines(text);
    std::string line;
    int n = 0;
    while (std::getline(lines, line)) n += line.rfind(prefix, 0) == 0;
    return n;
}
} // namespace

TEST_CASE("OBJ: a vertex a corner with its colour, a face a triangle, a material a colour") {
    const std::vector<engine::Vertex> triangles = engine::bakeBoxes({zs::Box{0, 0, 0, 1, 2, 3, 0.8, 0.8, 0.8}});
    const std::string obj = app::objText(triangles, "box.mtl");
    CHECK(count(obj, "v ") == 36);
    CHECK(count(obj, "f ") == 12);
    CHECK(count(obj, "usemtl ") == 3);  // the three shades, faces grouped by the bake's order
    CHECK(obj.find("mtllib box.mtl") != std::string::npos);
    CHECK(obj.find("v 0 0 0 0.800000012 0.800000012 0.800000012") != std::string::npos);
    const std::string mtl = app::mtlText(triangles);
    CHECK(count(mtl, "newmtl ") == 3);
    CHECK(mtl.find("newmtl cCCCCCC") != std::string::npos);  // 0.8 of 255 is 204
    CHECK(mtl.find("newmtl cC2C2C2") != std::string::npos);  // 95%
    CHECK(mtl.find("newmtl cB8B8B8") != std::string::npos);  // 90%
}

TEST_CASE("the plan is SVG with the city's cuts, blocks and buildings") {
    const std::string svg = app::planSvg(0xA749F86Cu, zs::Variant::tidied, 1);
    CHECK(svg.rfind("<svg ", 0) == 0);
    CHECK(svg.find("viewBox=\"-250 -250 500 500\"") != std::string::npos);
    CHECK(svg.find("<title>zcity: seed 0xA749F86C, tidied, 1x1</title>") != std::string::npos);
    // The first cut, bold red, at x = -225.6 and z = -158.9.
    CHECK(svg.find("<line x1=\"-225.5") != std::string::npos);
    CHECK(svg.find("y1=\"-158.8") != std::string::npos);
    CHECK(count(svg, "<rect ") > 200);
    CHECK(svg.size() > 10000);
}

TEST_CASE("a textured export: OBJ's v counts from the bottom, the sheets glow, the letters blend") {
    app::TexturedMesh mesh;
    mesh.textures.push_back({"sheet0", engine::Image{2, 2, std::vector<std::uint8_t>(16, 255)}});
    mesh.materials.push_back({"windows0", 0, true, false});
    mesh.materials.push_back({"logos", 0, true, true});
    mesh.materials.push_back({"solid", -1, false, false});
    mesh.parts.push_back({0, {{0, 0, 0, 0.25f, 0.0f, 1, 1, 1}, {1, 0, 0, 0.5f, 0.0f, 1, 1, 1}, {1, 1, 0, 0.5f, 0.75f, 1, 1, 1}}});
    mesh.parts.push_back({2, {{0, 0, 1, 0, 0, 0, 0, 0}, {1, 0, 1, 0, 0, 0, 0, 0}, {1, 1, 1, 0, 0, 0, 0, 0}}});
    CHECK(mesh.triangleCount() == 2);
    const std::string obj = app::texturedObjText(mesh, "night.mtl");
    CHECK(obj.find("mtllib night.mtl\n") != std::string::npos);
    CHECK(obj.find("vt 0.25 1\n") != std::string::npos);
    CHECK(obj.find("vt 0.5 0.25\n") != std::string::npos);
    CHECK(obj.find("usemtl windows0\nf 1/1 2/2 3/3\n") != std::string::npos);
    CHECK(obj.find("usemtl solid\nf 4/4 5/5 6/6\n") != std::string::npos);
    const std::string mtl = app::texturedMtlText(mesh, "night");
    CHECK(mtl.find("newmtl windows0\n") != std::string::npos);
    CHECK(mtl.find("map_Kd night-sheet0.png\nKe 1 1 1\nmap_Ke night-sheet0.png\n") != std::string::npos);
    CHECK(mtl.find("map_d night-sheet0.png") != std::string::npos);  // the logos' coverage
    CHECK(mtl.find("newmtl solid\nKd 1 1 1\nKa 0 0 0\nKs 0 0 0\nillum 0\n") != std::string::npos);
}

TEST_CASE("pictures take the first free name") {
    const std::set<std::string> existing{"zcity-A749F86C-1.png", "zcity-A749F86C-2.png", "zcity-A749F86C-4.png"};
    const auto taken = [&](const std::string& name) { return existing.count(name) > 0; };
    CHECK(app::nextFreeName("zcity-A749F86C", taken) == "zcity-A749F86C-3.png");
    CHECK(app::nextFreeName("zcity-00000001", taken) == "zcity-00000001-1.png");
}

TEST_CASE("a PNG's text chunks come right after its header, with their CRCs") {
    const engine::Image image{2, 1, std::vector<std::uint8_t>(8, 200)};
    const std::vector<std::uint8_t> plain = app::encodePng(image);
    const std::vector<std::uint8_t> told = app::encodePng(image, {{"zcity:seed", "0x2A"}});
    // 4 length + 4 type + "zcity:seed" + NUL + "0x2A" + 4 CRC
    REQUIRE(told.size() == plain.size() + 4 + 4 + 10 + 1 + 4 + 4);
    const std::string text(told.begin() + 33, told.begin() + 33 + 4 + 4 + 15);
    CHECK(text.substr(4, 4) == "tEXt");
    CHECK(text.substr(8) == std::string("zcity:seed\0" "0x2A", 15));
    // The rest is libpng's, untouched (the e2e test checks every chunk's CRC with zlib).
    CHECK(std::vector<std::uint8_t>(told.end() - 12, told.end()) == std::vector<std::uint8_t>(plain.end() - 12, plain.end()));
}
