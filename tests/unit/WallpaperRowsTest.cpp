// The web wallpaper's properties, from the setting table: every value a host's panel can offer
// is one the page's link (or the wallpaper's own cap) takes.
#include "cli/PageLink.hpp"
#include "cli/SettingTable.hpp"
#include "cli/WallpaperRows.hpp"

#include <doctest/doctest.h>

#include <cctype>
#include <cmath>
#include <set>
#include <string>

TEST_CASE("the wallpaper offers the scene, look, preset, seed, time, resolution and a frame-rate cap") {
    std::set<std::string> names, keys;
    for (const app::WallpaperRow& row : app::wallpaperRows()) {
        CAPTURE(row.name);
        names.insert(row.name);
        CHECK(keys.insert(row.key).second);
        for (const char c : row.key) CHECK((std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c))));
        CHECK(!row.label.empty());
        // The cap is the wallpaper's own (its frame loop's); the rest go into the page's link.
        CHECK(row.inLink == (row.name != "max-fps"));
    }
    CHECK(names == std::set<std::string>{"scene", "look", "preset", "seed", "time", "scale", "max-fps"});
}

namespace {

// The link wallpaper.js makes: each linked row's value, its default where it has none ("" says
// nothing), `row` at `value`.
std::string wallpaperLink(const app::WallpaperRow& changed, const std::string& value) {
    std::string link;
    for (const app::WallpaperRow& row : app::wallpaperRows()) {
        const std::string& text = row.name == changed.name ? value : row.byDefault;
        if (row.inLink && !text.empty()) link += (link.empty() ? "" : "&") + row.name + "=" + text;
    }
    return "#" + link;
}

} // namespace

TEST_CASE("every choice and every step of every slider the wallpaper offers is read by its row") {
    int tried = 0;
    for (const app::WallpaperRow& row : app::wallpaperRows()) {
        CAPTURE(row.name);
        const app::SettingRow* setting = app::settingNamed(row.name);
        REQUIRE(setting != nullptr);
        std::vector<std::string> offers;
        switch (row.kind) {
        case app::WallpaperRow::Kind::choice:
            REQUIRE(!row.values.empty());
            CHECK(row.values.size() == row.labels.size());
            CHECK(row.byDefault == row.values.front());
            offers = row.values;
            break;
        case app::WallpaperRow::Kind::number:
            CHECK(row.low < row.high);
            CHECK(row.step > 0);
            // As the hosts' sliders give them: a step's multiple, rounded to the step's digits.
            for (int k = 0; row.low + k * row.step <= row.high + 1e-9; k++) {
                offers.push_back(app::numberText(std::round((row.low + k * row.step) * 100) / 100));
            }
            offers.push_back(row.byDefault);
            break;
        case app::WallpaperRow::Kind::text: offers = {"", "42", "0x2A"}; break;
        }
        for (const std::string& value : offers) {
            CAPTURE(value);
            if (value.empty()) continue;  // the row's default: nothing said
            app::Options options;
            CHECK(app::readSetting(*setting, value, options).empty());
            if (row.inLink) CHECK(app::parseLink(wallpaperLink(row, value)).problem.empty());
            tried++;
        }
    }
    CHECK(tried > 40);
}
