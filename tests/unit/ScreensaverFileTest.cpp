// The screensaver's settings file: a line for each setting, read by the setting table's rows.
#include "cli/ScreensaverFile.hpp"

#include <doctest/doctest.h>

#include <string>
#include <variant>
#include <vector>

namespace {

app::Options parsed(std::vector<std::string> words) {
    words.insert(words.begin(), {"zcity", "--screensaver"});
    std::vector<const char*> argv;
    for (const std::string& word : words) argv.push_back(word.c_str());
    const app::ParseResult result = app::parseOptions(static_cast<int>(argv.size()), argv.data());
    REQUIRE(std::holds_alternative<app::Options>(result));
    return std::get<app::Options>(result);
}

} // namespace

TEST_CASE("the screensaver's file: each line the setting it names, the command line first") {
    const std::string text =
        "# a comment\nscene=redux\nseed=0x2A\nlook=flat\ndelay=50000\nspeed=2\nscale=0.5\nrebuild=0\nfps=1\n";
    app::Options o = parsed({});
    CHECK(app::applyScreensaverFile(text, o).empty());
    CHECK(o.scene.scene == app::Scene::redux);
    CHECK(o.scene.seed == 0x2Au);
    CHECK(o.looks.night.flatWalls);
    CHECK(o.window.delayMicroseconds == 50000);
    CHECK(o.screensaverSettings.speed == 2);
    CHECK(o.window.scale == 0.5);
    CHECK(o.screensaverSettings.rebuildSeconds == 0);
    CHECK(o.screensaverSettings.showFps);
    // What it writes reads back the same.
    app::Options again = parsed({});
    CHECK(app::applyScreensaverFile(app::screensaverFileText(o), again).empty());
    CHECK(app::screensaverFileText(again) == app::screensaverFileText(o));

    app::Options mine = parsed({"--scene", "t2", "--delay", "20000"});  // the command line said these
    CHECK(app::applyScreensaverFile(text, mine).empty());
    CHECK(mine.scene.scene == app::Scene::t2);
    CHECK(mine.window.delayMicroseconds == 20000);
    CHECK(mine.screensaverSettings.speed == 2);
}

TEST_CASE("a line of the screensaver's file that cannot be taken is skipped and named; the rest stands") {
    for (const char* damaged : {"delay=lots", "scene=mars", "fps=2", "colour=blue", "just words", "rebuild=5", "look=sparkly",
                                "--stats=1", "delay=nan", "speed=", "camera=1,2,3,4,5", "fullscreen=1"}) {
        CAPTURE(damaged);
        app::Options o = parsed({});
        const std::vector<std::string> notes = app::applyScreensaverFile(std::string(damaged) + "\nspeed=3\n", o);
        REQUIRE(notes.size() == 1);
        CHECK(notes[0].rfind("line 1: ", 0) == 0);
        CHECK(o.screensaverSettings.speed == 3);
    }
}

TEST_CASE("a file is settings: twice, a NUL, or a clash with the command line is a note, never an exit") {
    app::Options twice = parsed({});
    const std::vector<std::string> notes = app::applyScreensaverFile("delay=50000\ndelay=60000\n", twice);
    REQUIRE(notes.size() == 1);
    CHECK(notes[0] == "line 2: delay is given twice; the first stands");
    CHECK(twice.window.delayMicroseconds == 50000);

    app::Options nul = parsed({});
    CHECK(app::applyScreensaverFile(std::string("seed=4\0" "2\n", 9), nul).size() == 1);
    CHECK(nul.scene.seed == app::kDefaultSeed);

    // The dialogue always saves delay=; beside --max-fps the command line's cap stands.
    app::Options capped = parsed({"--max-fps", "20"});
    const std::vector<std::string> clash = app::applyScreensaverFile("delay=50000\nspeed=2\n", capped);
    REQUIRE(clash.size() == 1);
    CHECK(clash[0].find("--max-fps") != std::string::npos);
    CHECK(capped.window.delayMicroseconds == app::WindowSettings{}.delayMicroseconds);
    // A second delay= is left out for the same reason, not called a second of one that stood.
    app::Options cappedTwice = parsed({"--max-fps", "20"});
    const std::vector<std::string> both = app::applyScreensaverFile("delay=50000\ndelay=60000\n", cappedTwice);
    REQUIRE(both.size() == 2);
    CHECK(both[1].find("--max-fps") != std::string::npos);
    CHECK(capped.screensaverSettings.speed == 2);
}

TEST_CASE("a preset on the command line keeps its rows from the file, as the command line's own do") {
    app::Options o = parsed({"--preset", "cinema"});
    CHECK(app::applyScreensaverFile("look=flat\nspeed=2\n", o).empty());
    CHECK(o.looks.night.letterbox);           // the preset's looks...
    CHECK_FALSE(o.looks.night.flatWalls);     // ...not the file's
    CHECK(o.screensaverSettings.speed == 2);  // no preset row: the file's
}
