// A Pixel City larger than the original's 1024 cells (--city-size, WebPixelCity's city size):
// the same rules over the larger square, the original's size unchanged bit for bit, and what
// reads the plan (the mesh's cull grid, the cars) covering the whole of it.
#include "engine/NightMesh.hpp"
#include "engine/Traffic.hpp"
#include "zsystem/PixelCity.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

namespace pc = zs::pixelcity;

namespace {

constexpr std::uint32_t kSeeds[] = {1, 2, 0xA749F86Cu};

struct Grown {
    pc::Plan plan;
    std::vector<pc::Building> buildings;
};

Grown grow(std::uint32_t seed, int size) {
    zs::Rand rand(seed);
    Grown grown;
    grown.plan = pc::growPlan(rand, size);
    grown.buildings = pc::placeBuildings(grown.plan, rand);
    return grown;
}

int centreOf(const pc::Street& street) { return street.start + street.width / 2; }

// The centre of the last street centred before `limit`, as the hot zone's edge is found.
int lastCentreBefore(const std::vector<pc::Street>& streets, int limit) {
    int found = 0;
    for (const pc::Street& street : streets)
        if (centreOf(street) < limit) found = centreOf(street);
    return found;
}

void checkStreets(const std::vector<pc::Street>& streets, int size) {
    REQUIRE(!streets.empty());
    CHECK(streets.front().start == pc::kEdgeBand);
    CHECK(streets.back().start < size - pc::kEdgeBand);
    CHECK(streets.back().start + streets.back().width <= size);
    const auto avenue = std::find_if(streets.begin(), streets.end(), [](const pc::Street& s) { return s.avenue; });
    REQUIRE(avenue != streets.end());
    CHECK(std::count_if(streets.begin(), streets.end(), [](const pc::Street& s) { return s.avenue; }) == 1);
    CHECK(avenue->start > size / 2 - 20);  // the first street past the middle less 20 ...
    CHECK((avenue - 1)->start <= size / 2 - 20);  // ... the one before it not
}

} // namespace

TEST_CASE("a larger pixel city: the original's rules over 2048 cells, four times the buildings") {
    for (const std::uint32_t seed : kSeeds) {
        CAPTURE(seed);
        const Grown original = grow(seed, pc::kWorldSize);
        const Grown larger = grow(seed, 2048);
        CHECK(larger.plan.size == 2048);
        CHECK(larger.plan.cells.size() == std::size_t(2048) * 2048);
        checkStreets(larger.plan.streetsAlongX, 2048);
        checkStreets(larger.plan.streetsAlongZ, 2048);
        // The hot zone: between the street centres last before a quarter and three quarters of the side.
        const pc::Zone& hot = larger.plan.hotZone;
        CHECK(hot.x0 == lastCentreBefore(larger.plan.streetsAlongZ, 512));
        CHECK(hot.x1 == lastCentreBefore(larger.plan.streetsAlongZ, 1536));
        CHECK(hot.z0 == lastCentreBefore(larger.plan.streetsAlongX, 512));
        CHECK(hot.z1 == lastCentreBefore(larger.plan.streetsAlongX, 1536));
        // As many skyscraper tries a cell: four times the original's 20-25, in the middle square.
        int skyscrapers = 0;
        std::vector<std::uint8_t> stamp(larger.plan.cells.size(), 0);
        int overlaps = 0, offMap = 0;
        for (const pc::Building& b : larger.buildings) {
            const pc::Footprint& f = b.footprint;
            if (b.skyscraper) {
                skyscrapers++;
                CHECK(f.x >= 512);
                CHECK(f.z >= 512);
                CHECK(f.x + f.width <= 1536);
                CHECK(f.z + f.depth <= 1536);
            }
            if (f.x < 1 || f.z < 1 || f.x + f.width > 2047 || f.z + f.depth > 2047) {
                offMap++;
                continue;
            }
            for (int z = f.z - 1; z < f.z + f.depth + 1; z++)
                for (int x = f.x - 1; x < f.x + f.width + 1; x++) overlaps += stamp[larger.plan.index(x, z)]++ ? 1 : 0;
        }
        CHECK(offMap == 0);
        CHECK(overlaps == 0);
        CHECK(skyscrapers >= 80);
        CHECK(skyscrapers <= 100);
        const double ratio = double(larger.buildings.size()) / double(original.buildings.size());
        CAPTURE(ratio);
        CHECK(ratio > 3.8);  // measured 4.37-4.45: the edge band stays 200 wide, so the inside grows more
        CHECK(ratio < 4.8);
    }
}

TEST_CASE("a city size outside 1024-4096 is the nearest that fits; 1024 is the original's city") {
    CHECK(pc::worldSizeFits(1024));
    CHECK(pc::worldSizeFits(4096));
    CHECK_FALSE(pc::worldSizeFits(1023));
    CHECK_FALSE(pc::worldSizeFits(4097));
    const pc::PixelCity original = pc::growPixelCity(7);
    const pc::PixelCity small = pc::growPixelCity(7, 100);
    CHECK(small.plan.size == 1024);
    CHECK(small.walls == original.walls);
    CHECK(small.plan.cells == original.plan.cells);
    zs::Rand rand(7);
    CHECK(pc::growPlan(rand, 100000).size == 4096);
}

TEST_CASE("a larger pixel city's mesh: a cull grid over the whole city, every piece in its cell") {
    const pc::PixelCity city = pc::growPixelCity(2, 2048);
    const engine::NightMesh mesh = engine::bakeNightMesh(city);
    CHECK(engine::nightGridCells(1024) == engine::kNightGridCells);
    REQUIRE(mesh.gridCells == 64);
    REQUIRE(mesh.cells.size() == std::size_t(64) * 64);
    int lateCells = 0, strays = 0;
    for (int z = 0; z < 64; z++) {
        for (int x = 0; x < 64; x++) {
            const engine::NightCell& cell = mesh.cells[std::size_t(z * 64 + x)];
            if (cell.opaqueCount == 0) continue;
            if (x >= 32 && z >= 32) lateCells++;
            // A piece lies in the cell of its middle: the cell's bounds reach its square, give or
            // take a plot (a plot's pieces go with their middle; the largest plots are 31 across).
            const bool near = cell.lo.x > x * 32 - 40 && cell.hi.x < (x + 1) * 32 + 40 && cell.lo.z > z * 32 - 40 &&
                              cell.hi.z < (z + 1) * 32 + 40;
            if (!near) strays++;
        }
    }
    CHECK(lateCells > 300);  // the far quarter of the city, past where the original's grid ends
    CHECK(strays == 0);
}

TEST_CASE("a larger pixel city's cars: they live in [200, size - 200), as far as the larger city reaches") {
    const Grown larger = grow(2, 3072);
    engine::Traffic traffic(larger.plan, 11);
    traffic.warmUp(20000, engine::CameraPose{{2500, 60, 2500}, 45, -20});
    REQUIRE(!traffic.cars().empty());
    for (const engine::Car& car : traffic.cars()) {
        CHECK(car.position.x >= 200);
        CHECK(car.position.x <= 3072 - 200);
        CHECK(car.position.z >= 200);
        CHECK(car.position.z <= 3072 - 200);
    }
    const auto far = std::count_if(traffic.cars().begin(), traffic.cars().end(),
                                   [](const engine::Car& car) { return car.position.x > 1024 && car.position.z > 1024; });
    CHECK(far > 50);  // drawn round the eye, far past the original's 824
}
