// Any object can be made again from its address alone, box for box.
#include "zsystem/Address.hpp"
#include "zsystem/CityObjects.hpp"
#include "zsystem/City.hpp"
#include "zsystem/Grid.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <tuple>
#include <vector>

namespace {

struct Checked {
    std::size_t objects = 0;
    int buildings = 0;
};

// Walks the tree of `object` with zs::expand, working out where each object's boxes sit in
// the flat list, and checks that resolving its address alone gives those boxes.
std::size_t checkSubtree(const zs::Address& address, const zs::CityObject& object, std::uint32_t base,
                         zs::Variant variant, const std::vector<zs::Box>& flat, std::size_t offset, Checked& checked) {
    const auto resolved = zs::resolve(address, base, variant);
    REQUIRE(resolved.has_value());
    CHECK(resolved->seed == object.seed);
    CHECK((resolved->function == object.function));

    std::vector<zs::Box> regenerated;
    const int buildings = zs::appendSubtree(*resolved, regenerated);
    REQUIRE(offset + regenerated.size() <= flat.size());
    CHECK(std::equal(regenerated.begin(), regenerated.end(), flat.begin() + static_cast<std::ptrdiff_t>(offset)));
    if (object.function == &zs::buildingFunction) checked.buildings++;
    checked.objects++;

    zs::CityList list;
    zs::expand(object, list);
    // Own boxes first (up to childrenAfter), then each child's subtree, then the rest.
    std::size_t at = offset;
    for (std::size_t k = 0; k < list.primitivesBefore; k++) CHECK(flat[at++] == list.primitives.boxes[k]);
    for (std::uint32_t c = 0; c < list.children.size(); c++) {
        at += checkSubtree(address.child(c), list.children[c], base, variant, flat, at, checked);
    }
    for (std::size_t k = list.primitivesBefore; k < list.primitives.boxes.size(); k++) CHECK(flat[at++] == list.primitives.boxes[k]);
    CHECK(at - offset == regenerated.size());
    CHECK(buildings >= (object.function == &zs::buildingFunction ? 1 : 0));
    return regenerated.size();
}

} // namespace

TEST_CASE("every object of several cities, both variants, made again from its address alone") {
    for (zs::Variant variant : {zs::Variant::tidied, zs::Variant::t2}) {
        struct City {
            std::uint32_t base;
            std::int64_t i, j;
        };
        for (const City& c : {City{0xA749F86Cu, 0, 0}, City{0xA749F86Cu, -2, 1}, City{7u, 3, -5},
                              City{0xFFFFFFFFu, 1000, -1000}}) {
            const std::uint32_t base = c.base;
            const std::int64_t i = c.i, j = c.j;
            CAPTURE(i);
            CAPTURE(j);
            std::vector<zs::Box> flat;
            const int buildings = zs::appendCity(zs::gridCitySeed(base, i, j), zs::gridCityArea(i, j), variant, flat);
            Checked checked;
            const zs::Address city{i, j, {}};
            const std::size_t total = checkSubtree(city, zs::cityObject(base, i, j, variant), base, variant, flat, 0, checked);
            CHECK(total == flat.size());
            CHECK(checked.buildings == buildings);
            CHECK(checked.objects > 300);
        }
    }
}

TEST_CASE("the default city's tree: one suburb under the city, 213 buildings below") {
    zs::CityList list;
    zs::expand(zs::cityObject(0xA749F86Cu, 0, 0, zs::Variant::tidied), list);
    REQUIRE(list.children.size() == 1);
    CHECK((list.children[0].function == &zs::suburbFunction));
    CHECK(list.children[0].seed == 0x2EE8D588u);
    const zs::CityObject suburb = list.children[0];
    zs::expand(suburb, list);
    CHECK(list.children.size() == 4);  // the first cut is four-way
    CHECK(list.primitives.boxes.size() == 1);     // its junction square,
    CHECK(list.primitivesBefore == 0);    // drawn after the quarters
}

TEST_CASE("addresses print and parse, and an index past the list resolves to nothing") {
    const zs::Address a{-3, 12, {0, 2, 1}};
    CHECK(a.toString() == "(-3,12).0.2.1");
    CHECK(zs::Address::parse("(-3,12).0.2.1") == a);
    CHECK(zs::Address::parse("(0,0)") == zs::Address{0, 0, {}});
    for (const char* bad : {"", "(0,0", "(0,0).", "(0,0).x", "0,0", "(0;0)", "(0,0).1.", "(a,0)"}) {
        CAPTURE(bad);
        CHECK(!zs::Address::parse(bad).has_value());
    }
    CHECK(!zs::resolve(zs::Address{0, 0, {1}}, 0xA749F86Cu, zs::Variant::tidied).has_value());  // a city has one child
    CHECK(zs::AddressHash{}(a) == zs::AddressHash{}(*zs::Address::parse("(-3,12).0.2.1")));
    CHECK(zs::AddressHash{}(a) != zs::AddressHash{}(zs::Address{-3, 12, {0, 2, 2}}));
}

TEST_CASE("far cities: the seed formula wraps, so the world repeats") {
    CHECK(zs::gridCitySeed(0xA749F86Cu, 1, 0) == zs::gridCitySeed(0xA749F86Cu, 0, 4096));
    CHECK(zs::gridCitySeed(0xA749F86Cu, 5 + 32768, 7) == zs::gridCitySeed(0xA749F86Cu, 5, 7));
    CHECK(zs::gridCitySeed(0xA749F86Cu, 0, 3 + (std::int64_t{1} << 27)) == zs::gridCitySeed(0xA749F86Cu, 0, 3));
    // Same seed, same city shape, moved: 16.4 million units apart in x.
    const zs::City near = zs::growCity(zs::gridCitySeed(0xA749F86Cu, 1, 0), zs::gridCityArea(1, 0), zs::Variant::tidied);
    const zs::City far = zs::growCity(zs::gridCitySeed(0xA749F86Cu, 0, 4096), zs::gridCityArea(0, 4096), zs::Variant::tidied);
    CHECK(near.buildings == far.buildings);
    CHECK(near.boxes.size() == far.boxes.size());
}
