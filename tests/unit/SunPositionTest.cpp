// The sun (engine/SunPosition.hpp) against PyEphem, a full ephemeris that shares nothing with
// zcity or NOAA's equations: each place's solar noon, sunrise, sunset and civil twilight within
// two minutes, its elevation and azimuth within a tenth of a degree, and the polar days and
// nights that have no sunrise or no sunset.
#include "engine/ClockTime.hpp"
#include "engine/SunPosition.hpp"

#include <doctest/doctest.h>

#include <cmath>
#include <string>

namespace {

// NOAA puts its sunrise and sunset within a minute of the truth inside 72 degrees of latitude;
// two leaves room for ephem's own model of the same sky.
constexpr double kEventToleranceSeconds = 120;
constexpr double kAngleToleranceDegrees = 0.1;

struct Expected {
    engine::Crossing crossing;
    double unixSeconds;
};
Expected at(double unixSeconds) { return {engine::Crossing::crosses, unixSeconds}; }
Expected above() { return {engine::Crossing::staysAbove, 0}; }
Expected below() { return {engine::Crossing::staysBelow, 0}; }

struct DayReference {
    const char* place;
    double latitude;
    double longitude;
    int utcOffsetMinutes;
    engine::CivilDate localDate;
    double solarNoon;
    Expected sunrise, sunset, civilDawn, civilDusk;
};

struct PositionReference {
    const char* place;
    double latitude;
    double longitude;
    double unixSeconds;
    double elevationDegrees;  // geometric
    double azimuthDegrees;
};

// Made by: /usr/bin/python3 tests/tools/sun_reference.py (PyEphem 4.1.4)
const DayReference kDays[] = {
    {"London", 51.5074, -0.1278, 60, {2026, 6, 21}, 1782043340, at(1782013388), at(1782073291), at(1782010520), at(1782076159)},
    {"London", 51.5074, -0.1278, 0, {2026, 12, 21}, 1797854315, at(1797840223), at(1797868406), at(1797837805), at(1797870824)},
    {"Denver", 39.7392, -104.9903, -360, {2026, 3, 20}, 1774033639, at(1774011789), at(1774055528), at(1774010176), at(1774057144)},
    {"Denver", 39.7392, -104.9903, -360, {2026, 9, 22}, 1790103155, at(1790081265), at(1790125006), at(1790079648), at(1790126619)},
    {"Tromso", 69.6492, 18.9553, 120, {2026, 6, 21}, 1782038759, above(), above(), above(), above()},
    {"Tromso", 69.6492, 18.9553, 60, {2026, 12, 21}, 1797849733, below(), below(), at(1797841875), at(1797857590)},
    {"Reykjavik", 64.1466, -21.9426, 0, {2026, 3, 20}, 1774013711, at(1773991717), at(1774035805), at(1773988857), at(1774038682)},
    {"Reykjavik", 64.1466, -21.9426, 0, {2026, 6, 21}, 1782048576, at(1782010519), at(1782086631), above(), above()},
    {"Suva", -18.1416, 178.4419, 720, {2026, 1, 15}, 1768436127, at(1768412540), at(1768459705), at(1768411116), at(1768461127)},
    {"Suva", -18.1416, 178.4419, 720, {2026, 7, 15}, 1784074332, at(1784054292), at(1784094378), at(1784052887), at(1784095783)},
    {"Apia", -13.8333, -171.7667, 780, {2026, 6, 21}, 1781998126, at(1781977770), at(1782018482), at(1781976378), at(1782019874)},
    {"Honolulu", 21.3069, -157.8583, -600, {2026, 6, 21}, 1782081201, at(1782057025), at(1782105376), at(1782055532), at(1782106869)},
    {"Kiritimati", 1.8721, -157.4278, 840, {2026, 12, 21}, 1797805650, at(1797784019), at(1797827281), at(1797782668), at(1797828632)},
    {"Quito", -0.1807, -78.4678, -300, {2026, 3, 20}, 1774027275, at(1774005479), at(1774049070), at(1774004240), at(1774050309)},
    {"Singapore", 1.3521, 103.8198, 480, {2026, 9, 22}, 1790053053, at(1790031257), at(1790074848), at(1790030016), at(1790076088)},
    {"Sydney", -33.8688, 151.2093, 600, {2026, 6, 21}, 1782007013, at(1781989199), at(1782024827), at(1781987534), at(1782026493)},
    {"Sydney", -33.8688, 151.2093, 660, {2026, 12, 21}, 1797817981, at(1797792038), at(1797843926), at(1797790289), at(1797845674)},
    {"Buenos Aires", -34.6037, -58.3816, -180, {2026, 6, 21}, 1782057323, at(1782039623), at(1782075023), at(1782037940), at(1782076706)},
    {"McMurdo", -77.8419, 166.6863, 780, {2026, 12, 21}, 1797814265, above(), above(), above(), above()},
    {"McMurdo", -77.8419, 166.6863, 720, {2026, 6, 21}, 1782003298, below(), below(), below(), below()},
};
const PositionReference kPositions[] = {
    {"London", 51.5074, -0.1278, 1782039720, 59.621, 151.834},
    {"London", 51.5074, -0.1278, 1797841800, 2.249, 133.548},
    {"Denver", 39.7392, -104.9903, 1790118000, 21.267, 251.143},
    {"Tromso", 69.6492, 18.9553, 1782079200, 3.453, 349.421},
    {"Sydney", -33.8688, 151.2093, 1797822000, 72.023, 301.102},
    {"Apia", -13.8333, -171.7667, 1782072000, 26.770, 54.335},
    {"Quito", -0.1807, -78.4678, 1774015200, 39.677, 89.866},
    {"Buenos Aires", -34.6037, -58.3816, 1782077400, -8.181, 292.894},
};

void checkEvent(const char* name, const engine::SunEvent& event, const Expected& expected) {
    INFO(name);
    CHECK(event.crossing == expected.crossing);
    if (expected.crossing == engine::Crossing::crosses && event.crossing == engine::Crossing::crosses) {
        CHECK(std::abs(event.unixSeconds - expected.unixSeconds) <= kEventToleranceSeconds);
    }
}

double angleBetween(double a, double b) {
    const double difference = std::fmod(std::abs(a - b), 360.0);
    return difference > 180 ? 360 - difference : difference;
}

} // namespace

TEST_CASE("solar noon, sunrise, sunset and civil twilight agree with ephem within two minutes") {
    for (const DayReference& day : kDays) {
        const engine::CivilDate& d = day.localDate;
        INFO(day.place << " " << d.year << "-" << d.month << "-" << d.day);
        const engine::SunDay sun = engine::sunDay(engine::daysFromCivil(day.localDate), day.utcOffsetMinutes,
                                                  day.latitude, day.longitude);
        CHECK(std::abs(sun.solarNoonUnixSeconds - day.solarNoon) <= kEventToleranceSeconds);
        checkEvent("sunrise", sun.sunrise, day.sunrise);
        checkEvent("sunset", sun.sunset, day.sunset);
        checkEvent("civil dawn", sun.civilDawn, day.civilDawn);
        checkEvent("civil dusk", sun.civilDusk, day.civilDusk);
    }
}

TEST_CASE("the sun's elevation and azimuth agree with ephem within a tenth of a degree") {
    for (const PositionReference& reference : kPositions) {
        INFO(reference.place << " at " << std::to_string(reference.unixSeconds));
        const engine::SunPosition sun = engine::sunPosition(reference.unixSeconds, reference.latitude,
                                                            reference.longitude);
        CHECK(std::abs(sun.elevationDegrees - reference.elevationDegrees) <= kAngleToleranceDegrees);
        CHECK(angleBetween(sun.azimuthDegrees, reference.azimuthDegrees) <= kAngleToleranceDegrees);
    }
}

TEST_CASE("polar day has no sunset and polar night no sunrise, though the sun still culminates") {
    const std::int64_t midsummer = engine::daysFromCivil({2026, 6, 21});
    const std::int64_t midwinter = engine::daysFromCivil({2026, 12, 21});
    const double tromsoLatitude = 69.6492;
    const double tromsoLongitude = 18.9553;
    const engine::SunDay summer = engine::sunDay(midsummer, 120, tromsoLatitude, tromsoLongitude);
    CHECK(summer.sunrise.crossing == engine::Crossing::staysAbove);
    CHECK(summer.sunset.crossing == engine::Crossing::staysAbove);
    const engine::SunPosition midnight = engine::sunPosition(summer.solarNoonUnixSeconds + 43200, tromsoLatitude,
                                                             tromsoLongitude);
    CHECK(midnight.elevationDegrees > engine::kSunriseAltitudeDegrees);  // the midnight sun
    CHECK(angleBetween(midnight.azimuthDegrees, 0) < 0.1);  // due north then
    const engine::SunDay winter = engine::sunDay(midwinter, 60, tromsoLatitude, tromsoLongitude);
    CHECK(winter.sunrise.crossing == engine::Crossing::staysBelow);
    CHECK(winter.sunset.crossing == engine::Crossing::staysBelow);
    CHECK(winter.civilDawn.crossing == engine::Crossing::crosses);  // the blue hours at noon
    CHECK(engine::sunPosition(winter.solarNoonUnixSeconds, tromsoLatitude, tromsoLongitude).elevationDegrees < 0);
    // The poles themselves: half a year of day, half of night, no division by zero.
    CHECK(engine::sunDay(midsummer, 0, 90, 0).sunset.crossing == engine::Crossing::staysAbove);
    CHECK(engine::sunDay(midsummer, 0, -90, 0).sunrise.crossing == engine::Crossing::staysBelow);
    CHECK(std::isfinite(engine::sunPosition(1782043340, 90, 0).azimuthDegrees));
}

TEST_CASE("the day's events come in order round noon, on the asked local date") {
    for (const DayReference& day : kDays) {
        INFO(day.place);
        const std::int64_t localDay = engine::daysFromCivil(day.localDate);
        const engine::SunDay sun = engine::sunDay(localDay, day.utcOffsetMinutes, day.latitude, day.longitude);
        CHECK(engine::localDayContaining(sun.solarNoonUnixSeconds, day.utcOffsetMinutes) == localDay);
        if (sun.sunrise.crossing == engine::Crossing::crosses && sun.civilDawn.crossing == engine::Crossing::crosses) {
            CHECK(sun.civilDawn.unixSeconds < sun.sunrise.unixSeconds);
            CHECK(sun.sunrise.unixSeconds < sun.solarNoonUnixSeconds);
            CHECK(sun.solarNoonUnixSeconds < sun.sunset.unixSeconds);
            CHECK(sun.sunset.unixSeconds < sun.civilDusk.unixSeconds);
            // At sunrise the centre stands at -0.833 degrees, the upper edge just showing.
            const engine::SunPosition rising = engine::sunPosition(sun.sunrise.unixSeconds, day.latitude,
                                                                   day.longitude);
            CHECK(rising.elevationDegrees == doctest::Approx(engine::kSunriseAltitudeDegrees).epsilon(0.001));
            CHECK(rising.apparentElevationDegrees > -0.5);
        }
    }
}

TEST_CASE("refraction: nothing near the zenith, about half a degree at the horizon") {
    CHECK(engine::refractionDegrees(90) == 0);
    CHECK(engine::refractionDegrees(0) == doctest::Approx(1735.0 / 3600));
    CHECK(engine::refractionDegrees(10) == doctest::Approx(0.09).epsilon(0.05));
    CHECK(engine::refractionDegrees(45) < engine::refractionDegrees(10));
}
