// The clock's sun over a night city's style (scene/Daylight.hpp): the night untouched past
// nautical dusk, the twilight's sky and lights, the day lit from the sun's own direction.
#include "scene/Daylight.hpp"
#include "engine/SunLight.hpp"

#include <doctest/doctest.h>

namespace {

engine::SunPosition sunAt(double apparentElevation, double azimuth) {
    engine::SunPosition sun;
    sun.apparentElevationDegrees = apparentElevation;
    sun.elevationDegrees = apparentElevation;
    sun.azimuthDegrees = azimuth;
    return sun;
}

bool sameStyle(const engine::FrameStyle& a, const engine::FrameStyle& b) {
    return a.clearColour == b.clearColour && a.night.day == b.night.day && a.night.shadowed == b.night.shadowed &&
           a.night.towardSun == b.night.towardSun && a.night.daylight == b.night.daylight &&
           a.night.sunShare == b.night.sunShare && a.night.dusk == b.night.dusk && a.night.streetLights == b.night.streetLights;
}

} // namespace

TEST_CASE("past nautical dusk the style is the night's, untouched") {
    const engine::FrameStyle night;
    for (const double altitude : {-12.0, -18.0, -90.0}) CHECK(sameStyle(app::underTheSun(night, sunAt(altitude, 300), false), night));
    // A twilight sky under half a level of colour is the night's black, though the dusk goes on.
    const engine::FrameStyle last = app::underTheSun(night, sunAt(-11.9, 300), false);
    CHECK(last.clearColour == night.clearColour);
    CHECK(last.night.dusk > 0);
}

TEST_CASE("twilight: the night's style under a sky that fades to black, the street lights at civil dusk") {
    const engine::FrameStyle night;
    float previous = 1, previousDusk = 1;
    for (double altitude = -1; altitude > -12; altitude -= 0.5) {
        CAPTURE(altitude);
        const engine::FrameStyle dusk = app::underTheSun(night, sunAt(altitude, 300), false);
        CHECK_FALSE(dusk.night.day);
        CHECK(dusk.clearColour.r <= previous);
        CHECK(dusk.night.dusk < previousDusk);
        CHECK(dusk.night.streetLights == (altitude <= -6));
        previous = dusk.clearColour.r;
        previousDusk = dusk.night.dusk;
    }
    CHECK(previous < 0.01f);
    // --sky's own colour stands.
    engine::FrameStyle ownSky;
    ownSky.clearColour = glm::vec3(0.1f, 0.2f, 0.3f);
    CHECK(app::underTheSun(ownSky, sunAt(-3, 300), true).clearColour == ownSky.clearColour);
}

TEST_CASE("by day: the shadowed day look, lit from where the sun stands, dimmer as it sets") {
    const engine::FrameStyle day = app::underTheSun(engine::FrameStyle{}, sunAt(40, 225), false);
    CHECK(day.night.day);
    CHECK(day.night.shadowed);
    CHECK(day.night.daylight == 1.0f);
    CHECK(day.clearColour == engine::kDaySky);
    // The south-west at 40 degrees is the shadowed look's own sun.
    for (int k = 0; k < 3; k++) CHECK(day.night.towardSun[k] == doctest::Approx(engine::kTowardSun[k]).epsilon(1e-5));
    // East in the morning: the sun's side is +x (east) and -z is north.
    const engine::FrameStyle morning = app::underTheSun(engine::FrameStyle{}, sunAt(20, 90), false);
    CHECK(morning.night.towardSun.x > 0.9);
    const engine::FrameStyle sunset = app::underTheSun(engine::FrameStyle{}, sunAt(-0.5, 300), false);
    CHECK(sunset.night.daylight < 0.5f);
    CHECK(sunset.night.sunShare < 0.05f);  // the sun on the horizon lights nothing: all in the sky's light
    CHECK(sunset.night.towardSun.y > 0.06);  // the shadows' sun stays 4 degrees up: long, not endless
}

TEST_CASE("the assumed place keeps the clock's noon: 15 degrees of longitude an hour") {
    CHECK(app::assumedPlace(0).longitude == 0);
    CHECK(app::assumedPlace(120).longitude == 30);
    CHECK(app::assumedPlace(-300).longitude == -75);
    CHECK(app::assumedPlace(840).longitude == 180);  // Kiritimati, +14:00, at the date line's edge
    CHECK(app::assumedPlace(60).latitude == 40);
}
