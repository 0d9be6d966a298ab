// engine::sunPosition, engine::sunDay — where the sun stands at an instant seen from a place
// (elevation and azimuth), and a day's solar noon, sunrise, sunset, civil dawn and civil dusk.
// The equations are NOAA's solar calculator's (its spreadsheet's columns), which are Jean Meeus'
// Astronomical Algorithms cut down to the sun: NOAA gives sunrise and sunset within a minute
// between 72 degrees north and south, within ten minutes beyond.
// Pure: never reads the clock or the time zone, holds no globals, does no I/O, throws nothing.
// Written here rather than taken from a library: libnova implements Meeus, but microsoft/vcpkg
// has no port of it (its ports/ folder, searched, holds no libnova; Conan's centre has one), and
// it is LGPL, which a statically linked zcity would have to let users relink; the sun alone is
// about a hundred lines.
#pragma once

#include <cstdint>

namespace engine {

struct SunPosition {
    double elevationDegrees = 0;          // geometric: the sun's centre above the horizon, no air
    double apparentElevationDegrees = 0;  // as seen through the air: refractionDegrees added
    double azimuthDegrees = 0;            // clockwise from north: 90 east, 180 south
};

// Latitude north positive, longitude east positive, both in degrees.
SunPosition sunPosition(double unixSeconds, double latitudeDegrees, double longitudeDegrees);

// How much the air lifts the sun seen at `geometricElevationDegrees`: NOAA's piecewise formula
// (its spreadsheet's refraction column) for average air, 0.48 degree with the centre
// geometrically on the horizon, nothing above 85 degrees.
double refractionDegrees(double geometricElevationDegrees);

// The altitudes of the sun's centre that mark the day's events, geometric.
// -0.833: the sun's radius (16') plus the air's refraction at the horizon (34'), NOAA's figure:
// the upper edge seen on the horizon.
constexpr double kSunriseAltitudeDegrees = -0.833;
// -6: civil twilight's limit, when the brightest stars show and outdoor work needs lamps.
constexpr double kCivilTwilightAltitudeDegrees = -6;

enum class Crossing {
    crosses,     // the event happens, at SunEvent::unixSeconds
    staysAbove,  // the sun's centre stays above the event's altitude all day: polar day, white night
    staysBelow,  // it stays below all day: polar night
};

struct SunEvent {
    Crossing crossing = Crossing::crosses;
    double unixSeconds = 0;  // only when crossing is Crosses
};

struct SunDay {
    double solarNoonUnixSeconds = 0;  // the sun due south (or north): always happens
    SunEvent sunrise;
    SunEvent sunset;
    SunEvent civilDawn;
    SunEvent civilDusk;
};

// The day whose local date is `localDay` (days from 1970-01-01, as engine::daysFromCivil and
// engine::localDayContaining count them) where clocks read UTC + utcOffsetMinutes: the solar
// noon nearest that date's midday, and the crossings before and after it (within half a day).
// An offset of 0 gives the events of a UTC calendar date. Each time is refined until the sun's
// declination and the equation of time are taken at the event itself, not at noon.
SunDay sunDay(std::int64_t localDay, int utcOffsetMinutes, double latitudeDegrees, double longitudeDegrees);

} // namespace engine
