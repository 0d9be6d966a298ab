// rectanglesCover: whether the windows above zcity's hide all of it (platform/WindowCover.hpp).
#include "platform/WindowCover.hpp"

#include <doctest/doctest.h>

using app::rectanglesCover;
using app::ScreenRect;

TEST_CASE("one window over the whole area covers it; one a pixel short does not") {
    const ScreenRect screen{0, 0, 1280, 720};
    CHECK(rectanglesCover(screen, {ScreenRect{0, 0, 1280, 720}}));
    CHECK(rectanglesCover(screen, {ScreenRect{-10, -30, 1400, 800}}));  // a frame larger than the screen
    CHECK_FALSE(rectanglesCover(screen, {ScreenRect{0, 0, 1279, 720}}));
    CHECK_FALSE(rectanglesCover(screen, {ScreenRect{0, 1, 1280, 720}}));
    CHECK_FALSE(rectanglesCover(screen, {}));
}

TEST_CASE("windows side by side and overlapping cover it together; a gap between them shows it") {
    const ScreenRect screen{0, 0, 1280, 720};
    CHECK(rectanglesCover(screen, {ScreenRect{0, 0, 640, 720}, ScreenRect{640, 0, 640, 720}}));
    CHECK(rectanglesCover(screen, {ScreenRect{0, 0, 700, 400}, ScreenRect{600, 0, 680, 400}, ScreenRect{0, 300, 1280, 420}}));
    CHECK_FALSE(rectanglesCover(screen, {ScreenRect{0, 0, 639, 720}, ScreenRect{640, 0, 640, 720}}));
    // Four windows round a hole in the middle.
    CHECK_FALSE(rectanglesCover(screen, {ScreenRect{0, 0, 1280, 300}, ScreenRect{0, 420, 1280, 300},
                                         ScreenRect{0, 0, 600, 720}, ScreenRect{700, 0, 580, 720}}));
}

TEST_CASE("only what falls inside the area counts, and an empty area is covered") {
    const ScreenRect window{100, 100, 200, 100};
    CHECK(rectanglesCover(window, {ScreenRect{0, 0, 1280, 720}}));
    CHECK(rectanglesCover(window, {ScreenRect{100, 100, 100, 100}, ScreenRect{200, 100, 100, 100}, ScreenRect{900, 0, 50, 50}}));
    CHECK_FALSE(rectanglesCover(window, {ScreenRect{0, 0, 100, 720}, ScreenRect{300, 0, 100, 720}}));
    CHECK(rectanglesCover(ScreenRect{5, 5, 0, 10}, {}));
}
