// The screensaver's settings file: a line for each option, read as the options they are.
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

TEST_CASE("the screensaver's file: each line the option it names, the command line first") {
    const std::string text =
        "# a comment\nscene=redux\nseed=0x2A\nlook=flat\ndelay=50000\nspeed=2\nscale=0.5\nrebuild=0\nfps=1\n";
    const app::ScreensaverFileOptions read = app::screensaverFileOptions(text, app::Options::Given{});
    CHECK(read.problem.empty());
    const app::Options o = parsed(read.words);
    CHECK(o.scene.scene == app::Scene::redux);
    CHECK(o.scene.seed == 0x2Au);
    CHECK(o.looks.night.flatWalls);
    CHECK(o.window.delayMicroseconds == 50000);
    CHECK(o.screensaverSettings.speed == 2);
    CHECK(o.window.scale == 0.5);
    CHECK(o.screensaverSettings.rebuildSeconds == 0);
    CHECK(o.screensaverSettings.showFps);
    // What it writes reads back the same.
    const app::ScreensaverFileOptions again = app::screensaverFileOptions(app::screensaverFileText(o), app::Options::Given{});
    CHECK(again.problem.empty());
    CHECK(app::screensaverFileText(parsed(again.words)) == app::screensaverFileText(o));

    app::Options::Given given;
    given.scene = given.delay = true;  // the command line said these
    const app::ScreensaverFileOptions mine = app::screensaverFileOptions(text, given);
    for (const std::string& word : mine.words) {
        CHECK(word != "--scene");
        CHECK(word != "--delay");
    }
}

TEST_CASE("a damaged line of the screensaver's file is skipped and named; the rest stands") {
    for (const char* damaged : {"delay=lots", "scene=mars", "fps=2", "colour=blue", "just words", "rebuild=5",
                                "look=sparkly", "--stats=1"}) {
        CAPTURE(damaged);
        const app::ScreensaverFileOptions read =
            app::screensaverFileOptions(std::string(damaged) + "\nspeed=3\n", app::Options::Given{});
        CHECK(read.problem.rfind("line 1: ", 0) == 0);
        CHECK(parsed(read.words).screensaverSettings.speed == 3);
    }
}
