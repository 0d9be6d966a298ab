// Every row of the setting table through every door, made from the rows themselves: a new row is
// tested here without a new test. The command line refuses exactly what the row refuses, with the
// row's line; what a row writes it reads back; a link and screensaver.ini carry it; every value
// the screensaver's dialogues can offer is one zcity takes.
#include "cli/PageLink.hpp"
#include "cli/ScreensaverFile.hpp"
#include "cli/ScreensaverXml.hpp"
#include "cli/SettingTable.hpp"
#include "scene/Presets.hpp"
#include "scene/SceneKind.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

namespace {

app::ParseResult parse(std::vector<std::string> words) {
    words.insert(words.begin(), "zcity");
    std::vector<const char*> argv;
    for (const std::string& word : words) argv.push_back(word.c_str());
    return app::parseOptions(static_cast<int>(argv.size()), argv.data());
}

// The words that put the options where the row applies: its scene and mode, found by asking the
// row of each (scene, world, screensaver) in turn.
// Pairs of words first (--scene NAME, --time now), then the switches.
std::vector<std::string> contextFor(const app::SettingRow& row) {
    for (const bool screensaver : {false, true}) {
        for (const bool world : {false, true}) {
            for (const bool clock : {false, true}) {  // --place applies with --time
                for (const app::SceneInfo& info : app::sceneTable()) {
                    std::vector<std::string> words;
                    if (row.name != "scene") words = {"--scene", std::string(info.name)};
                    if (clock) words.insert(words.end(), {"--time", "now"});
                    if (world && row.name != "world") words.push_back("--world");
                    if (screensaver) words.push_back("--screensaver");
                    const app::ParseResult parsed = parse(words);
                    const auto* o = std::get_if<app::Options>(&parsed);
                    if (o && row.applies(*o)) return words;
                }
            }
        }
    }
    return {};
}

// The screensaver.ini lines of a row's context that the file can hold ("time=now" for --place).
std::string fileContextFor(const app::SettingRow& row) {
    std::string lines;
    const std::vector<std::string> words = contextFor(row);
    for (std::size_t k = 0; k + 1 < words.size() && words[k + 1].rfind("--", 0) != 0; k += 2) {
        const app::SettingRow* named = app::settingNamed(words[k].substr(2));
        if (named && (named->doors & app::kScreensaverFileDoor) != 0) lines += named->name + "=" + words[k + 1] + "\n";
    }
    return lines;
}

// Text a row must refuse whatever it is: nothing, junk, a number that is none, and a NUL.
const std::vector<std::string> kJunk = {"", "junk", "nan", "-nan", "inf", "1e999", "0x", " 1", std::string("1\0", 2)};

} // namespace

TEST_CASE("every row: examples, help, a value name or a switch, and a door or a reason to have none") {
    REQUIRE(app::settingTable().size() >= 25);
    for (const app::SettingRow& row : app::settingTable()) {
        CAPTURE(row.name);
        CHECK(!row.help.empty());
        CHECK(!row.examples.empty());
        CHECK(app::settingNamed(row.name) == &row);
        for (const std::string& example : row.examples) {
            CAPTURE(example);
            app::Options o;
            CHECK(app::readSetting(row, example, o).empty());
        }
    }
}

TEST_CASE("the command line refuses exactly what a row refuses, with the row's own line") {
    for (const app::SettingRow& row : app::settingTable()) {
        CAPTURE(row.name);
        if (row.valueName.empty()) continue;  // a switch takes no text on the command line
        std::vector<std::string> context = contextFor(row);
        std::vector<std::string> texts = kJunk;
        texts.insert(texts.end(), row.examples.begin(), row.examples.end());
        for (const std::string& text : texts) {
            CAPTURE(text);
            app::Options scratch;
            const std::string refused = app::readSetting(row, text, scratch);
            std::vector<std::string> words = context;
            words.push_back("--" + row.name + "=" + text);
            if (text.find('\0') != std::string::npos) continue;  // argv cannot hold a NUL: the link and file doors check it
            const app::ParseResult parsed = parse(words);
            const auto* early = std::get_if<app::EarlyExit>(&parsed);
            if (!refused.empty()) {
                REQUIRE(early);
                CHECK(early->code == app::kUsageError);
                CHECK(early->text == "zcity: " + refused + " (see zcity --help)");
            } else if (early) {
                // Taken by the row, refused only by a rule between options, never with the row's refusal.
                CHECK(early->text.find("\"" + text + "\" is not") == std::string::npos);
            }
        }
    }
}

TEST_CASE("what a row writes, it reads back to the same value") {
    for (const app::SettingRow& row : app::settingTable()) {
        CAPTURE(row.name);
        for (const std::string& example : row.examples) {
            CAPTURE(example);
            app::Options o;
            REQUIRE(app::readSetting(row, example, o).empty());
            const std::optional<std::string> written = row.write(o);
            if (!written) continue;  // the default, or a row that writes through another (--fog through --look)
            app::Options again;
            REQUIRE(app::readSetting(row, *written, again).empty());
            CHECK(row.write(again) == written);
        }
    }
}

TEST_CASE("a link with each row's value reopens the same settings, and the fragment it writes opens") {
    for (const app::SettingRow& row : app::settingTable()) {
        if ((row.doors & app::kLinkDoor) == 0) continue;
        CAPTURE(row.name);
        std::string context;
        const std::vector<std::string> words = contextFor(row);
        if (std::find(words.begin(), words.end(), "--screensaver") != words.end()) continue;
        for (std::size_t k = 0; k + 1 < words.size(); k += 2) context += words[k].substr(2) + "=" + words[k + 1] + "&";
        if (std::find(words.begin(), words.end(), "--world") != words.end()) context += "world=1&";
        for (const std::string& example : row.examples) {
            CAPTURE(example);
            const app::PageLink link = app::parseLink("#" + context + row.name + "=" + example);
            if (!link.problem.empty()) {
                CHECK(link.problem.find("\"" + example + "\" is not") == std::string::npos);
                continue;  // a rule between settings (--walk with --world), said as the command line says it
            }
            const std::string fragment = app::linkFragment(app::startState(link.options), true);
            const app::PageLink back = app::parseLink(fragment);
            CHECK(back.problem.empty());
            CHECK(app::linkFragment(app::startState(back.options), true) == fragment);
        }
        CHECK(app::parseLink("#" + context + row.name + "=" + std::string("1\0", 2)).problem.find("NUL") != std::string::npos);
    }
}

TEST_CASE("screensaver.ini carries each screensaver row, and refuses junk with a note") {
    for (const app::SettingRow& row : app::settingTable()) {
        if ((row.doors & app::kScreensaverFileDoor) == 0) continue;
        CAPTURE(row.name);
        for (const std::string& example : row.examples) {
            CAPTURE(example);
            app::Options o = std::get<app::Options>(parse({"--screensaver"}));
            CHECK(app::applyScreensaverFile(fileContextFor(row) + row.name + "=" + example + "\n", o).empty());
            app::Options again = std::get<app::Options>(parse({"--screensaver"}));
            CHECK(app::applyScreensaverFile(app::screensaverFileText(o), again).empty());
            CHECK(app::screensaverFileText(again) == app::screensaverFileText(o));
        }
        for (const std::string& junk : kJunk) {
            if (junk == " 1") continue;  // a file's values are trimmed: that is "1"
            CAPTURE(junk);
            app::Options o = std::get<app::Options>(parse({"--screensaver"}));
            const std::string before = app::screensaverFileText(o);
            CHECK(app::applyScreensaverFile(row.name + "=" + junk + "\n", o).size() == 1);
            CHECK(app::screensaverFileText(o) == before);
        }
    }
}

TEST_CASE("every value the screensaver's widgets can offer is one zcity takes, one-dash as xscreensaver gives it") {
    int tried = 0;
    for (const app::SettingRow& row : app::settingTable()) {
        const app::SettingWidget& w = row.widget;
        // The screensaver's rows (the web wallpaper's own are WallpaperRowsTest's).
        if (w.kind == app::SettingWidget::Kind::none || (row.doors & app::kScreensaverFileDoor) == 0) continue;
        CAPTURE(row.name);
        std::vector<std::vector<std::string>> offers;
        switch (w.kind) {
        case app::SettingWidget::Kind::slider:
            for (int k = 0; k <= 1000; k++) offers.push_back({"-" + row.name, app::numberText(w.low + (w.high - w.low) * k / 1000)});
            break;
        case app::SettingWidget::Kind::spinbutton:
            for (double v = w.low; v <= w.high; v++) offers.push_back({"-" + row.name, app::numberText(v)});
            break;
        case app::SettingWidget::Kind::select:
            for (const app::SettingWidget::Choice& choice : w.choices) {
                if (!choice.value.empty()) offers.push_back({"-" + row.name, choice.value});
            }
            break;
        case app::SettingWidget::Kind::boolean: offers.push_back({"-" + row.name}); break;
        case app::SettingWidget::Kind::text: offers.push_back({"-" + row.name, "0x2A"}); break;
        case app::SettingWidget::Kind::none: break;
        }
        for (const auto& offer : offers) {
            std::vector<std::string> words{"-root"};
            words.insert(words.end(), offer.begin(), offer.end());
            CAPTURE(offer.back());
            const app::ParseResult parsed = parse(words);
            CHECK(std::holds_alternative<app::Options>(parsed));
            tried++;
        }
    }
    CHECK(tried > 2000);
    // The generated zcity.xml holds each of the screensaver's rows, under its one-dash name (the
    // web wallpaper's own, a preset and a frame-rate cap, are not the screensaver's).
    const std::string xml = app::screensaverXml();
    for (const app::SettingRow& row : app::settingTable()) {
        if (row.widget.kind == app::SettingWidget::Kind::none) continue;
        if ((row.doors & app::kScreensaverFileDoor) == 0) {
            CHECK(xml.find("\"-" + row.name) == std::string::npos);
            continue;
        }
        CAPTURE(row.name);
        // A Wayland-only row (--displays) is zcity's own dialogue's: xscreensaver runs on X11 alone.
        CHECK((xml.find("\"-" + row.name) != std::string::npos) == !row.widget.ownDialogueOnly);
    }
}

TEST_CASE("zcity.xml's comments hold no double hyphen, which XML forbids there") {
    const std::string xml = app::screensaverXml();
    for (std::size_t open = xml.find("<!--"); open != std::string::npos; open = xml.find("<!--", open + 4)) {
        const std::size_t close = xml.find("-->", open + 4);
        REQUIRE(close != std::string::npos);
        CHECK(xml.substr(open + 4, close - open - 4).find("--") == std::string::npos);
    }
}

TEST_CASE("every preset starts in every mode: the window, the screensaver, its hosts and a picture") {
    const std::vector<std::vector<std::string>> modes = {
        {}, {"--screensaver"}, {"-root"}, {"-window-id", "5"}, {"/s"}, {"/p", "77"}, {"--screenshot", "a.png"},
        {"--scene", "redux", "--walk"}, {"--screensaver-settings"}};
    for (const app::PresetRow& preset : app::presetTable()) {
        for (const std::vector<std::string>& mode : modes) {
            std::vector<std::string> words = mode;
            words.push_back("--preset");
            words.push_back(std::string(preset.name));
            if (!mode.empty() && mode.front() == "/s") words = {"/s", "--preset", std::string(preset.name)};
            if (!mode.empty() && mode.front() == "/p") words = {"/p", "77", "--preset", std::string(preset.name)};
            CAPTURE(preset.name);
            CAPTURE(words.front());
            const app::ParseResult parsed = parse(words);
            const auto* early = std::get_if<app::EarlyExit>(&parsed);
            CHECK_MESSAGE(!early, (early ? early->text : std::string()));
        }
    }
}

TEST_CASE("numberText: whole numbers in whole digits, the rest as short as reads back the same") {
    CHECK(app::numberText(90) == "90");
    CHECK(app::numberText(33333) == "33333");
    CHECK(app::numberText(0.35) == "0.35");
    CHECK(app::numberText(-6.75) == "-6.75");
    for (const double value : {1e300, -1e300, 1e15, 123456789.125, 1e-5, 0.1 + 0.2}) {
        CAPTURE(value);
        CHECK(app::parseNumber(app::numberText(value)) == value);
    }
}
