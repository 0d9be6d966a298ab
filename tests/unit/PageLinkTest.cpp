// The page's links (cli/PageLink.hpp) and its number text (formats/ShortestNumber.hpp), natively:
// a link is the command line in a fragment, and the page's printf-made shortest numbers are
// what std::to_chars writes.
#include "cli/PageLink.hpp"
#include "formats/ShortestNumber.hpp"

#include <doctest/doctest.h>

#include <charconv>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

std::vector<std::string> words(std::string_view fragment) { return app::linkArguments(fragment); }

template <typename Number>
void expectSameAsToChars(Number value) {
    char expected[400], got[400];  // a double's plain form is up to 310 characters
    const char* expectedEnd = std::to_chars(expected, expected + sizeof expected, value).ptr;
    const char* gotEnd = app::printedShortest(got, value);
    CAPTURE(value);
    const auto text = [](const char* first, const char* end) { return std::string(first, static_cast<std::size_t>(end - first)); };
    CHECK(text(got, gotEnd) == text(expected, expectedEnd));
}

} // namespace

TEST_CASE("a link's words are the command line's") {
    CHECK(words("#seed=42&scene=redux&camera=1,2,3,4,5") ==
          std::vector<std::string>{"--seed", "42", "--scene", "redux", "--camera", "1,2,3,4,5"});
    CHECK(words("world=1&walk=0&ui=0") == std::vector<std::string>{"--world"});
    CHECK(words("#camera=1%2C2%2C3%2C4%2C5&&") == std::vector<std::string>{"--camera", "1,2,3,4,5"});
    CHECK(words("look=no-bloom,flat&palette=ega") ==
          std::vector<std::string>{"--look", "no-bloom,flat", "--palette", "ega"});
    CHECK(words("") .empty());
}

TEST_CASE("a good link opens its view; a bad one says what the command line says") {
    const app::PageLink good = app::parseLink("#seed=0x2A&scene=t2&camera=10,20,30,40,-50&ui=0");
    CHECK(good.problem.empty());
    CHECK_FALSE(good.ui);
    CHECK(app::parseLink("#seed=1&ui=1").ui);
    const app::PageLink unknown = app::parseLink("#camera=1,2,3,4,5&xui=0");  // a key of its own, not ui
    CHECK(unknown.ui);
    CHECK(unknown.problem.find("xui") != std::string::npos);
    CHECK(good.options.scene.seed == 42);
    CHECK(good.options.scene.scene == app::Scene::t2);
    REQUIRE(good.options.camera);
    CHECK(good.options.camera->position.z == doctest::Approx(30));

    const app::PageLink seed = app::parseLink("#seed=99999999999");
    CHECK(seed.problem ==
          "zcity: --seed \"99999999999\" is not a number from 0 to 4294967295 (decimal or 0x hex) (see zcity --help)");
    CHECK(seed.options.scene.seed == app::SceneSettings{}.seed);  // the default view under the message
    CHECK(app::parseLink("#scene=moon").problem.find("--scene \"moon\" is not tidied, t2") != std::string::npos);
    CHECK(app::parseLink("#camera=1,2,3").problem.find("--camera") != std::string::npos);
    CHECK(app::parseLink("#walk=1").problem ==
          "zcity: --walk is for the night cities (pixelcity, redux), not tidied (see zcity --help)");
    CHECK(app::parseLink("#stats").problem.find("a link opens the viewer") != std::string::npos);
    CHECK(app::parseLink("#help").problem.find("a link opens the viewer") != std::string::npos);
    CHECK(app::parseLink("#screensaver").problem.find("a link opens the viewer") != std::string::npos);
    CHECK(app::parseLink("#window-id=5").problem.find("a link opens the viewer") != std::string::npos);
}

TEST_CASE("a link is decoded once, and whatever it holds is one short line over the default view") {
    // Decoded once: %26 is a '&' inside the look's value, never a second option.
    const app::PageLink escaped = app::parseLink("#look=fog%26scene=redux");
    CHECK(escaped.options.scene.scene == app::Scene::tidied);
    CHECK(escaped.problem.find("--look") != std::string::npos);
    // A '%' that is no escape is kept as it is (the page threw URIError and drew nothing).
    CHECK(app::parseLink("#seed=%").problem ==
          "zcity: --seed \"%\" is not a number from 0 to 4294967295 (decimal or 0x hex) (see zcity --help)");
    CHECK(app::parseLink("#seed=%4").problem.find("\"%4\"") != std::string::npos);
    // Control characters, decoded or not, are shown as '?'.
    const std::string control = app::parseLink("#seed=%07%1B[2J%7F").problem;
    CHECK(control.find("\"??[2J?\"") != std::string::npos);
    // A 10 KB link: the line is cut, between characters, and the default city drawn.
    const app::PageLink huge = app::parseLink("#seed=" + std::string(10000, '7'));
    CHECK(huge.problem.size() == app::kShownLineBytes);
    CHECK(huge.problem.substr(huge.problem.size() - 3) == "...");
    CHECK(huge.options.scene.seed == app::SceneSettings{}.seed);
    const std::string wide = app::shownLine(std::string(196, 'x') + "\xC3\xA9\xC3\xA9\xC3\xA9");  // 202 bytes
    CHECK(wide == std::string(196, 'x') + "...");  // not half an é
    CHECK(app::shownLine("fine") == "fine");
}

TEST_CASE("the fragment reopens the state it was made from") {
    app::ViewerState state;
    state.scene.seed = 0xDEADBEEF;
    state.scene.scene = app::Scene::pixelcity;
    state.pose = {{512.25, 60, -762.5}, 12.5, -6.75};
    state.palette = engine::Palette::ega;
    state.looks.night.flatWalls = true;
    const std::string fragment = app::linkFragment(state, false);
    CHECK(fragment == "seed=0xDEADBEEF&scene=pixelcity&camera=512.25,60,-762.5,12.5,-6.75&look=flat&palette=ega&ui=0");
    const app::PageLink back = app::parseLink(fragment);
    REQUIRE(back.problem.empty());
    const app::ViewerState again = app::startState(back.options);
    CHECK(app::linkFragment(again, false) == fragment);
    CHECK(app::linkFragment(app::startState(app::parseLink("").options), true) ==
          "seed=0xA749F86C&scene=tidied&camera=0,200,0,20,-50");
}

TEST_CASE("a link's scale= is kept in the fragment the page writes back") {
    const app::PageLink link = app::parseLink("#scene=t2&scale=0.35");
    REQUIRE(link.problem.empty());
    REQUIRE(link.options.said("scale"));
    const std::string fragment = app::linkFragment(app::startState(link.options), true, link.options.window.scale);
    CHECK(fragment == "seed=0xA749F86C&scene=t2&camera=0,200,0,20,-50&scale=0.35");
    CHECK(app::parseLink(fragment).options.window.scale == 0.35);
}

TEST_CASE("the page's shortest numbers are std::to_chars's") {
    for (double v : {0.0, -0.0, 1.0, -1.5, 0.1, 100000.0, 1e-4, 123456.0, 1e21, 1152921504606846976.0, 4.8570666,
                     2.5e-7, 1234567.0, 1e15, 1e16, 1e17, 0.30000000000000004, 5e-324, 1.7976931348623157e308}) {
        expectSameAsToChars(v);
    }
    for (float v : {0.0f, 1.0f, 0.1f, 100000.0f, 1e-4f, 3.4028235e38f, 1e-45f, 16777216.0f, 762.5f, -6.75f}) {
        expectSameAsToChars(v);
    }
    std::mt19937 bitsOf(12345);  // any bits: every double and float the patterns make
    for (int k = 0; k < 20000; k++) {
        const std::uint32_t high = static_cast<std::uint32_t>(bitsOf());
        const std::uint32_t low = static_cast<std::uint32_t>(bitsOf());
        const std::uint64_t bits = (static_cast<std::uint64_t>(high) << 32) | low;
        double d;
        std::memcpy(&d, &bits, sizeof d);
        if (std::isfinite(d)) expectSameAsToChars(d);
        float f;
        std::memcpy(&f, &high, sizeof f);
        if (std::isfinite(f)) expectSameAsToChars(f);
        expectSameAsToChars(static_cast<double>(low % 100000) / 100.0);  // the cities' kind of number
    }
}

TEST_CASE("a preset in a link opens its looks, and the fragment written back reopens them") {
    const app::PageLink link = app::parseLink("#scene=pixelcity&preset=wide");
    REQUIRE(link.problem.empty());
    CHECK(link.options.looks.night.modern);
    REQUIRE(link.options.looks.fieldOfView);
    CHECK(*link.options.looks.fieldOfView == 90);
    const std::string fragment = app::linkFragment(app::startState(link.options), true);
    CHECK(fragment == "seed=0xA749F86C&scene=pixelcity&camera=512,60,762,0,-6.8&look=modern&fov=90");
    const app::PageLink again = app::parseLink(fragment);
    REQUIRE(again.problem.empty());
    CHECK(app::linkFragment(app::startState(again.options), true) == fragment);
    CHECK(app::parseLink("#preset=sparkly").problem.find("--preset") != std::string::npos);
}

TEST_CASE("a sign text travels in a link, its spaces and & escaped") {
    const app::PageLink link = app::parseLink("#scene=pixelcity&sign=ZCITY%20%26%20CO.");
    REQUIRE(link.problem.empty());
    CHECK(link.options.scene.signText == "ZCITY & CO.");
    const std::string fragment = app::linkFragment(app::startState(link.options), true);
    CHECK(fragment.find("&sign=ZCITY%20%26%20CO.") != std::string::npos);
    CHECK(app::parseLink(fragment).options.scene.signText == "ZCITY & CO.");
    CHECK(app::parseLink("#scene=pixelcity&sign=%3Cb%3E").problem.find("--sign") != std::string::npos);
    CHECK(app::parseLink("#sign=HELLO").problem.find("--sign is for the night cities") != std::string::npos);
}

TEST_CASE("a sky colour travels in a link by name or hex digits") {
    const app::PageLink named = app::parseLink("#scene=pixelcity&sky=dusk");
    REQUIRE(named.problem.empty());
    CHECK(app::linkFragment(app::startState(named.options), true).find("&sky=dusk") != std::string::npos);
    const app::PageLink hex = app::parseLink("#scene=pixelcity&sky=%23203050");
    REQUIRE(hex.problem.empty());
    const std::string fragment = app::linkFragment(app::startState(hex.options), true);
    CHECK(fragment.find("&sky=203050") != std::string::npos);
    CHECK(app::parseLink(fragment).options.looks.sky == hex.options.looks.sky);
}

TEST_CASE("a city size travels in a link, and starts over the larger city's middle") {
    const app::PageLink link = app::parseLink("#scene=pixelcity&city-size=2048");
    REQUIRE(link.problem.empty());
    CHECK(link.options.scene.citySize == 2048);
    // The original's start (512, 60, 762) moved with the middle, from (512, 512) to (1024, 1024).
    CHECK(app::startCamera(link.options).position == glm::dvec3(1024, 60, 1274));
    const std::string fragment = app::linkFragment(app::startState(link.options), true);
    CHECK(fragment.find("&city-size=2048") != std::string::npos);
    CHECK(app::parseLink(fragment).options.scene.citySize == 2048);
    // The original's size is not written: old links and new ones read alike.
    CHECK(app::linkFragment(app::startState(app::parseLink("#scene=pixelcity").options), true).find("city-size") ==
          std::string::npos);
    CHECK(app::parseLink("#scene=pixelcity&city-size=512").problem.find("--city-size") != std::string::npos);
    CHECK(app::parseLink("#scene=redux&city-size=2048").problem.find("--city-size is for pixelcity") != std::string::npos);
}

TEST_CASE("a link holds what applies: a value out of its scene is not written, and the page never writes one it refuses") {
    app::ViewerState state;
    state.scene.scene = app::Scene::pixelcity;
    state.scene.citySize = 2048;
    state.scene.signText = "ZCITY";
    CHECK(app::linkFragment(state, true).find("city-size=2048") != std::string::npos);
    state.scene.scene = app::Scene::redux;  // V: the next scene keeps both for when they apply again
    const std::string redux = app::linkFragment(state, true);
    CHECK(redux.find("city-size") == std::string::npos);
    CHECK(redux.find("sign=ZCITY") != std::string::npos);
    CHECK(app::parseLink(redux).problem.empty());
    state.scene.scene = app::Scene::tidied;
    const std::string day = app::linkFragment(state, true);
    CHECK(day.find("sign") == std::string::npos);
    CHECK(app::parseLink(day).problem.empty());
}

TEST_CASE("a link takes the link's settings only: the window's own switches and a NUL are one line") {
    for (const char* fragment : {"#fullscreen", "#no-settings=1", "#debug-state", "#size=10x10", "#quiet", "#delay=5"}) {
        CAPTURE(fragment);
        CHECK(app::parseLink(fragment).problem.find("a link opens the viewer") != std::string::npos);
    }
    CHECK(app::parseLink("#scene=pixelcity&sign=AB%00CD").problem == "zcity: a link's sign= holds a NUL character");
}
