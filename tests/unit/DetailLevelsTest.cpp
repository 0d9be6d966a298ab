#include "engine/DetailLevels.hpp"

#include "engine/BoxRecord.hpp"
#include "zsystem/CityObjects.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

engine::BoxRecord box(float w, float h, float d, std::uint16_t tag = 0) {
    return engine::BoxRecord{0, 0, 0, w, h, d, tag, 0, 0, 0, 0};
}

std::vector<engine::BoxRecord> cityRecords(std::int64_t i, std::int64_t j) {
    std::vector<zs::Box> boxes;
    const zs::CityObject city = zs::cityObject(0xA749F86Cu, i, j, zs::Variant::tidied);
    zs::appendSubtree(city, boxes);
    std::vector<engine::BoxRecord> records;
    engine::bakeBoxRecords(boxes, 0, 0, records);
    return records;
}

} // namespace

TEST_CASE("a box's detail size: its middle dimension, or a flat tile's longer side") {
    CHECK(engine::detailSize(box(500, 0.1f, 10)) == 10);  // a street is a strip: as wide as it is
    CHECK_FALSE(engine::isFlatTile(box(500, 0.1f, 10)));
    CHECK(engine::detailSize(box(1, 1, 1)) == 1);         // a roof grid's cube
    CHECK(engine::detailSize(box(20, 60, 30)) == 30);
    CHECK(engine::detailSize(box(0.3f, 20, 0.3f)) == doctest::Approx(0.3));  // a mast: a sliver
    CHECK(engine::isFlatTile(box(30, 0.1f, 40)));          // a block base
    CHECK(engine::detailSize(box(30, 0.1f, 40)) == 40);
}

TEST_CASE("ordered by detail: solid boxes then flat tiles, each largest first, equal levels in order") {
    std::vector<engine::BoxRecord> records = {box(1, 1, 1, 0), box(50, 50, 50, 1), box(30, 0.1f, 30, 2),
                                              box(1.1f, 1.1f, 1.1f, 3), box(0.1f, 0.1f, 0.1f, 4), box(40, 40, 40, 5),
                                              box(60, 0.1f, 50, 6)};
    const engine::DetailLevels levels = engine::orderByDetail(records);
    std::vector<int> tags;
    for (const engine::BoxRecord& r : records) tags.push_back(r.r);
    // 50 and 40 share a level, and 1 and 1.1; the 0.1 cube is a (tiny) flat tile.
    CHECK(tags == std::vector<int>{1, 5, 0, 3, 6, 2, 4});
    CHECK(levels.solidTotal == 4);
    CHECK(levels.flatTotal == 3);
    CHECK(levels.solid[0] == 4);  // a quarter of a unit or more
    CHECK(levels.flat[0] == 2);   // all but the 0.1 cube
    for (int k = 1; k < engine::kDetailLevels; k++) {
        CHECK(levels.solid[k] <= levels.solid[k - 1]);
        CHECK(levels.flat[k] <= levels.flat[k - 1]);
    }
}

TEST_CASE("the prefixes a view draws hold every box over the threshold and fall with distance") {
    std::vector<engine::BoxRecord> records = cityRecords(3, -2);
    const std::size_t total = records.size();
    const engine::DetailLevels levels = engine::orderByDetail(records);
    REQUIRE(levels.solidTotal + levels.flatTotal == total);
    const auto drawn = [&](double distance, double sine, double pixels = 1.5) {
        return engine::boxesToDraw(levels, distance, sine, 720, pixels);
    };
    CHECK(drawn(10, 1).solid == levels.solidTotal);  // near: everything
    CHECK(drawn(10, 1).flat == levels.flatTotal);
    engine::DetailPrefix last = drawn(10, 1);
    for (double distance : {100.0, 500.0, 1000.0, 4000.0, 8000.0, 16000.0, 30000.0}) {
        CAPTURE(distance);
        const engine::DetailPrefix d = drawn(distance, 1);
        CHECK(d.solid <= last.solid);
        CHECK(d.flat <= last.flat);
        last = d;
        // Nothing left out is as large as 1.5 pixels there; nothing drawn is under a pixel.
        const double pixel = engine::pixelSizeAt(distance, 720);
        for (std::size_t k = d.solid; k < levels.solidTotal; k++) CHECK(engine::detailSize(records[k]) < 1.5 * pixel);
        if (d.solid < levels.solidTotal) {
            for (std::size_t k = 0; k < d.solid; k++) CHECK(engine::detailSize(records[k]) >= pixel);
        }
    }
    // From a low eye the flat tiles go sooner (they are seen edge-on); from above they stay.
    CHECK(drawn(2000, 0.05).flat < drawn(2000, 1).flat);
    CHECK(drawn(2000, 0.05).solid == drawn(2000, 1).solid);
    CHECK(drawn(30000, 1).solid + drawn(30000, 1).flat < total / 5);  // the far plane: a few big boxes
    CHECK(drawn(30000, 1, 0).solid == levels.solidTotal);               // 0: no level of detail
}
TEST_CASE("a pixel's size: the originals' 60 degrees over the frame's height") {
    CHECK(engine::pixelSizeAt(720, 720) == doctest::Approx(2 * std::tan(3.14159265358979 / 6)));
    CHECK(engine::pixelSizeAt(30000, 720) == doctest::Approx(48.11).epsilon(0.01));
}
