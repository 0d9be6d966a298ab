// displayPanes: where each display's picture goes in a window over several (platform/DisplayPanes.hpp).
#include "platform/DisplayPanes.hpp"

#include <doctest/doctest.h>

using app::displayPanes;
using app::Pane;
using app::ScreenRect;
using Displays = app::WindowSettings::Displays;

namespace {
// Two 640x360 displays side by side, the main one on the left; the screensaver's window over both.
const std::vector<ScreenRect> kSideBySide{ScreenRect{0, 0, 640, 360}, ScreenRect{640, 0, 640, 360}};
const ScreenRect kOverBoth{0, 0, 1280, 360};
const Pane kWhole{ScreenRect{0, 0, 1280, 360}, 0};
}  // namespace

TEST_CASE("same: the same city on each display; each: a city of its own on each") {
    CHECK(displayPanes(Displays::same, kSideBySide, kOverBoth, 1) ==
          std::vector<Pane>{{ScreenRect{0, 0, 640, 360}, 0}, {ScreenRect{640, 0, 640, 360}, 0}});
    CHECK(displayPanes(Displays::each, kSideBySide, kOverBoth, 1) ==
          std::vector<Pane>{{ScreenRect{0, 0, 640, 360}, 0}, {ScreenRect{640, 0, 640, 360}, 1}});
}

TEST_CASE("main: the first display alone; span, or one display: the whole window") {
    CHECK(displayPanes(Displays::mainOnly, kSideBySide, kOverBoth, 1) == std::vector<Pane>{{ScreenRect{0, 0, 640, 360}, 0}});
    CHECK(displayPanes(Displays::span, kSideBySide, kOverBoth, 1) == std::vector<Pane>{kWhole});
    for (const Displays mode : {Displays::same, Displays::each, Displays::mainOnly, Displays::span}) {
        CHECK(displayPanes(mode, {ScreenRect{0, 0, 1280, 360}}, kOverBoth, 1) == std::vector<Pane>{kWhole});
        CHECK(displayPanes(mode, {}, kOverBoth, 1) == std::vector<Pane>{kWhole});  // no display known: as today
    }
}

TEST_CASE("displays of different sizes, one left of the origin, the window round them all") {
    // A 1920x1080 main display, and a 1280x1024 one to its left, lower down: the window's corner is
    // (-1280, 0), 3200 wide and 1080 tall round both.
    const std::vector<ScreenRect> displays{ScreenRect{0, 0, 1920, 1080}, ScreenRect{-1280, 56, 1280, 1024}};
    const ScreenRect window{-1280, 0, 3200, 1080};
    CHECK(displayPanes(Displays::each, displays, window, 1) ==
          std::vector<Pane>{{ScreenRect{1280, 0, 1920, 1080}, 0}, {ScreenRect{0, 56, 1280, 1024}, 1}});
    CHECK(displayPanes(Displays::mainOnly, displays, window, 1) == std::vector<Pane>{{ScreenRect{1280, 0, 1920, 1080}, 0}});
}

TEST_CASE("a display the window does not reach has no pane; a scaled window's panes meet without a gap") {
    const std::vector<ScreenRect> three{ScreenRect{0, 0, 640, 360}, ScreenRect{640, 0, 640, 360}, ScreenRect{1280, 0, 640, 360}};
    CHECK(displayPanes(Displays::each, three, kOverBoth, 1).size() == 2);
    // main where the window misses the main display: the first display it reaches.
    CHECK(displayPanes(Displays::mainOnly, three, ScreenRect{640, 0, 1280, 360}, 1) ==
          std::vector<Pane>{{ScreenRect{0, 0, 640, 360}, 0}});
    // At 1.5 pixels a point, the 333-point displays' edges fall between pixels: rounded, each
    // pane starts where the last ends.
    const std::vector<ScreenRect> odd{ScreenRect{0, 0, 333, 200}, ScreenRect{333, 0, 333, 200}};
    const std::vector<Pane> panes = displayPanes(Displays::same, odd, ScreenRect{0, 0, 666, 200}, 1.5);
    REQUIRE(panes.size() == 2);
    CHECK(panes[0].place.x + panes[0].place.width == panes[1].place.x);
    CHECK(panes[1].place.x + panes[1].place.width == 999);
    CHECK(panes[0].place.height == 300);
}
