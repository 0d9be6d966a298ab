#include "formats/BoxCsv.hpp"

#include "zsystem/City.hpp"

#include <doctest/doctest.h>

#include <cstdlib>
#include <sstream>

TEST_CASE("the CSV reads back to exactly the same doubles") {
    const zs::City city = zs::growCity(0xA749F86Cu, zs::Rect{-250, -250, 250, 250}, zs::Variant::tidied);
    std::string text;
    app::appendBoxCsv(city.boxes, text);

    std::istringstream lines(text);
    std::string line;
    std::size_t row = 0;
    while (std::getline(lines, line)) {
        REQUIRE(row < city.boxes.size());
        const zs::Box& b = city.boxes[row++];
        const double expected[9] = {b.x1, b.y1, b.z1, b.x2, b.y2, b.z2, b.r, b.g, b.b};
        const char* cursor = line.c_str();
        for (int column = 0; column < 9; column++) {
            char* end = nullptr;
            CHECK(std::strtod(cursor, &end) == expected[column]);
            CHECK(*end == (column == 8 ? '\0' : ','));
            cursor = end + 1;
        }
    }
    CHECK(row == city.boxes.size());
}

TEST_CASE("short numbers stay short") {
    std::string text;
    app::appendBoxCsv({zs::Box{-1, 0, 0.5, 2, 0.1, 3, 0.5, 0.5, 0.5}}, text);
    CHECK(text == "-1,0,0.5,2,0.1,3,0.5,0.5,0.5\n");
    CHECK(app::boxCsvHeader() == "x1,y1,z1,x2,y2,z2,r,g,b\n");
}

TEST_CASE("behind an option, a tenth column names each box's material") {
    std::string text;
    zs::Box slab{-1, 0, 0.5, 2, 0.1, 3, 0.5, 0.5, 0.5, zs::Material::blockBase};
    app::appendBoxCsv({slab}, text, app::BoxColumns::withMaterial);
    CHECK(text == "-1,0,0.5,2,0.1,3,0.5,0.5,0.5,block-base\n");
    CHECK(app::boxCsvHeader(app::BoxColumns::withMaterial) == "x1,y1,z1,x2,y2,z2,r,g,b,material\n");
    text.clear();
    app::appendBoxCsv({slab}, text);  // the published format ignores it
    CHECK(text == "-1,0,0.5,2,0.1,3,0.5,0.5,0.5\n");
}
