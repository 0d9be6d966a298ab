// The export's text and files: OBJ, the streamed .glb read back byte by byte, the plan, PNG text.
#include "formats/GltfParts.hpp"
#include "formats/MeshFiles.hpp"
#include "formats/PlanSvg.hpp"
#include "formats/PngFile.hpp"
#include "formats/TexturedMeshFiles.hpp"
#include "platform/Progress.hpp"

#include "engine/BoxMesh.hpp"
#include "zsystem/Grid.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>

namespace {
int count(const std::string& text, const std::string& prefix) {
    std::istringstream lines(text);
    std::string line;
    int n = 0;
    while (std::getline(lines, line)) n += line.rfind(prefix, 0) == 0;
    return n;
}
} // namespace

TEST_CASE("OBJ: a box is 24 vertices with their colours, a face 2 triangles, a material a colour") {
    const app::MeshPiece box = app::sharedCorners("city (0,0)", engine::bakeBoxes({zs::Box{0, 0, 0, 1, 2, 3, 0.8, 0.8, 0.8}}));
    std::set<std::uint32_t> colours;
    const std::string obj = app::objPieceText(box, 10, colours);
    CHECK(obj.rfind("o city (0,0)\n", 0) == 0);
    CHECK(count(obj, "v ") == 24);
    CHECK(count(obj, "f ") == 12);
    CHECK(count(obj, "usemtl ") == 3);  // the three shades, faces grouped by the bake's order
    CHECK(obj.find("v 0 0 0 0.8 0.8 0.8\n") != std::string::npos);
    CHECK(obj.find("f 11 12 13\n") != std::string::npos);  // after the 10 vertices before it, counted from 1
    const std::string mtl = app::mtlText(colours);
    CHECK(count(mtl, "newmtl ") == 3);
    CHECK(mtl.find("newmtl cCCCCCC\nKd 0.8 0.8 0.8\n") != std::string::npos);  // 0.8 of 255 is 204
    CHECK(mtl.find("newmtl cC2C2C2") != std::string::npos);  // 95%
    CHECK(mtl.find("newmtl cB8B8B8") != std::string::npos);  // 90%
}

TEST_CASE("shared corners: the same triangles as the bake, a face's 4 corners shared by its 2 triangles") {
    const std::vector<engine::Vertex> triangles =
        engine::bakeBoxes({zs::Box{0, 0, 0, 1, 2, 3, 0.8, 0.8, 0.8}, zs::Box{5, 0, 5, 6, 0, 7, 0.5, 0.25, 1}});  // one flat
    const app::MeshPiece piece = app::sharedCorners("two", triangles);
    CHECK(piece.vertices.size() == 2 * 24);
    REQUIRE(piece.indices.size() == triangles.size());
    for (std::size_t k = 0; k < triangles.size(); k++) {
        CHECK(std::memcmp(&piece.vertices[piece.indices[k]], &triangles[k], sizeof(engine::Vertex)) == 0);
    }
}

namespace {

// The boxes of a 3x3 grid's cities, as the export grows them.
app::BoxPieces gridPieces() {
    return app::BoxPieces(9, [](std::size_t k, std::vector<zs::Box>& boxes) {
        const int i = static_cast<int>(k % 3) - 1, j = static_cast<int>(k / 3) - 1;
        zs::appendCity(zs::gridCitySeed(42, i, j), zs::gridCityArea(i, j), zs::Variant::tidied, boxes);
        return "city (" + std::to_string(i) + "," + std::to_string(j) + ")";
    });
}

std::vector<std::uint8_t> readAll(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    return std::vector<std::uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

std::uint32_t word(const std::vector<std::uint8_t>& bytes, std::size_t at) {
    return std::uint32_t{bytes[at]} | std::uint32_t{bytes[at + 1]} << 8 | std::uint32_t{bytes[at + 2]} << 16 |
           std::uint32_t{bytes[at + 3]} << 24;
}

// A fresh folder for one test's files, removed after.
struct Folder {
    std::filesystem::path path = std::filesystem::temp_directory_path() /
                                 ("zcity-export-test-" + std::to_string(std::random_device{}()));
    Folder() { std::filesystem::create_directories(path); }
    ~Folder() { std::filesystem::remove_all(path); }
};

} // namespace

TEST_CASE("a piece's outline, from its boxes alone, is what making it gives: counts and exact bounds") {
    std::vector<app::PieceOutline> outlines;
    const app::BoxPieces pieces = gridPieces();
    pieces.outline([&](const app::PieceOutline& o) { outlines.push_back(o); });
    REQUIRE(outlines.size() == 9);
    std::size_t k = 0;
    pieces.make([&](const app::MeshPiece& piece) {
        const app::PieceOutline& o = outlines[k++];
        CHECK(piece.name == o.name);
        CHECK(piece.vertices.size() == o.vertices);
        CHECK(piece.indices.size() == o.indices);
        std::array<float, 3> lo = {piece.vertices[0].x, piece.vertices[0].y, piece.vertices[0].z}, hi = lo;
        for (const engine::Vertex& v : piece.vertices) {
            lo = {std::min(lo[0], v.x), std::min(lo[1], v.y), std::min(lo[2], v.z)};
            hi = {std::max(hi[0], v.x), std::max(hi[1], v.y), std::max(hi[2], v.z)};
        }
        CHECK(lo == o.lo);
        CHECK(hi == o.hi);
    });
    CHECK(outlines[0].name == "city (-1,-1)");
    CHECK(outlines[4].vertices % 24 == 0);
}

TEST_CASE("a .glb written as a stream: its header's length is the file's, a node a city, 16-bit indices") {
    const Folder folder;
    const std::string path = (folder.path / "grid.glb").string();
    std::vector<double> progress;
    app::writeMeshFile(path, gridPieces(), {{"zcity:seed", "0x0000002A"}}, [&](double f) { progress.push_back(f); });
    const std::vector<std::uint8_t> bytes = readAll(path);
    REQUIRE(bytes.size() > 28);
    CHECK(word(bytes, 0) == 0x46546C67);  // "glTF"
    CHECK(word(bytes, 4) == 2);
    CHECK(word(bytes, 8) == bytes.size());
    const std::uint32_t jsonBytes = word(bytes, 12);
    CHECK(jsonBytes % 4 == 0);
    CHECK(word(bytes, 16) == 0x4E4F534A);  // "JSON"
    const std::string json(bytes.begin() + 20, bytes.begin() + 20 + jsonBytes);
    const std::uint32_t binBytes = word(bytes, 20 + jsonBytes);
    CHECK(word(bytes, 24 + jsonBytes) == 0x004E4942);  // "BIN"
    CHECK(28 + jsonBytes + binBytes == bytes.size());
    CHECK(json.find("\"buffers\":[{\"byteLength\":" + std::to_string(binBytes) + "}]") != std::string::npos);
    CHECK(json.find("{\"name\":\"city (-1,-1)\",\"mesh\":0}") != std::string::npos);
    CHECK(json.find("{\"name\":\"city (1,1)\",\"mesh\":8}") != std::string::npos);
    CHECK(json.find("\"extras\":{\"zcity:seed\":\"0x0000002A\"}") != std::string::npos);
    CHECK(json.find("\"componentType\":5123") != std::string::npos);  // a city's corners fit 16 bits
    CHECK(json.find("KHR_materials_unlit") != std::string::npos);
    REQUIRE(!progress.empty());
    CHECK(progress.back() == doctest::Approx(1));
    CHECK(std::is_sorted(progress.begin(), progress.end()));
}

namespace {

// A mesh that says it is bigger than a .glb can hold, and makes nothing.
struct HugePieces final : app::MeshPieces {
    std::size_t count() const override { return 2; }
    void outline(const std::function<void(const app::PieceOutline&)>& each) const override {
        for (int k = 0; k < 2; k++) each(app::PieceOutline{"city", 100'000'000, 150'000'000, {0, 0, 0}, {1, 1, 1}});
    }
    void make(const std::function<void(const app::MeshPiece&)>&) const override { FAIL("a refused file makes nothing"); }
};

} // namespace

TEST_CASE("a .glb over 4 GB is refused before a byte is written, with its size") {
    const Folder folder;
    const std::string path = (folder.path / "huge.glb").string();
    std::string error;
    try {
        app::writeMeshFile(path, HugePieces());
    } catch (const std::runtime_error& e) {
        error = e.what();
    }
    // 2 x (100 M vertices x 24 bytes + 150 M 32-bit indices), and a little JSON: 6.0 GB.
    CHECK(error == "cannot write " + path + ": it would be 6.0 GB, over the 4.29 GB (2^32 bytes) a .glb can hold; "
                   "export fewer cities, or as .obj");
    CHECK(std::filesystem::is_empty(folder.path));
}

TEST_CASE("JSON strings: quotes, control characters and bytes that are not UTF-8 escaped; UTF-8 kept") {
    CHECK(app::gltf::jsonString("a \"b\" \\ c") == "\"a \\\"b\\\" \\\\ c\"");
    CHECK(app::gltf::jsonString("line\nnext") == "\"line\\u000anext\"");
    CHECK(app::gltf::jsonString("caf\xC3\xA9") == "\"caf\xC3\xA9\"");
    CHECK(app::gltf::jsonString("bad\xFF") == "\"bad\xEF\xBF\xBD\"");
    CHECK(app::gltf::jsonString("cut\xC3") == "\"cut\xEF\xBF\xBD\"");
}

TEST_CASE("the progress bar's line: the job, the percentage and 30 cells, within 79 columns") {
    CHECK(app::Progress::line("exporting x.glb", 0.42, 0) == "zcity: exporting x.glb   42% [############..................]");
    CHECK(app::Progress::line("exporting x.glb", 1, 0) == "zcity: exporting x.glb  100% [##############################]");
    const std::string working = app::Progress::line("warming up the world", -1, 3);
    CHECK(working.find('%') == std::string::npos);
    CHECK(working.find("######") != std::string::npos);
    CHECK(app::Progress::line("exporting " + std::string(200, 'x') + ".glb", 0.5, 0).size() <= 79);
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

    // The .glb holds the sheet as a PNG, and the mesh as one node.
    const app::TexturedMesh::Vertex a{0, 0, 2, 0, 0, 1, 1, 1}, b{1, 0, 2, 1, 0, 1, 1, 1}, c{1, 1, 2, 1, 1, 1, 1, 1},
        d{0, 1, 2, 0, 1, 1, 1, 1};
    mesh.parts.push_back({0, {a, b, c, a, c, d}});
    mesh.name = "night";
    const Folder folder;
    const std::string path = (folder.path / "night.glb").string();
    app::writeTexturedMeshFile(path, mesh);
    const std::vector<std::uint8_t> bytes = readAll(path);
    REQUIRE(bytes.size() > 28);
    CHECK(word(bytes, 8) == bytes.size());
    const std::string json(bytes.begin() + 20, bytes.begin() + 20 + word(bytes, 12));
    CHECK(json.find("\"nodes\":[{\"name\":\"night\",\"mesh\":0}]") != std::string::npos);
    CHECK(json.find("\"mimeType\":\"image/png\"") != std::string::npos);
    CHECK(json.find("\"emissiveTexture\":{\"index\":0}") != std::string::npos);
    CHECK(json.find("\"alphaMode\":\"BLEND\"") != std::string::npos);
    CHECK(json.find("\"count\":6,\"type\":\"VEC3\",\"min\":[0,0,2],\"max\":[1,1,2]") != std::string::npos);
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
