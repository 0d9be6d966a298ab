#include "engine/SunPosition.hpp"

#include "engine/ClockTime.hpp"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kJulianDayAtUnixEpoch = 2440587.5;  // 1970-01-01 00:00 UTC
constexpr double kJulianDayAtJ2000 = 2451545.0;      // 2000-01-01 12:00, Meeus' epoch
constexpr double kDaysPerJulianCentury = 36525.0;
// The hour angle turns a full circle in a solar day: 86,400 s / 360 degrees.
constexpr double kSecondsPerHourAngleDegree = 240.0;
// Refinements stop when a step is this small; the reference calculators print whole seconds.
constexpr double kSettledSeconds = 0.01;
constexpr int kMostRefinements = 12;
// At a pole every hour angle gives the same altitude and the hour-angle equations divide by
// zero: a place within a hair of it stands in for it.
constexpr double kMostLatitudeDegrees = 90.0 - 1e-9;

double radians(double degrees) { return degrees * kPi / 180.0; }
double degrees(double radians) { return radians * 180.0 / kPi; }

// An angle brought into [-180, 180).
double wrappedDegrees(double angle) { return angle - 360.0 * std::floor((angle + 180.0) / 360.0); }

// What the day's events need from the sun at an instant.
struct SolarCoordinates {
    double declinationRadians = 0;
    double equationOfTimeMinutes = 0;  // true solar time less mean solar time
};

// NOAA's spreadsheet, column by column (Meeus chapter 25's low-accuracy sun, about 0.01 degree).
// Unix time stands in for Terrestrial Time, as in NOAA's: the minute between them (Delta T) moves
// the sun under a thousandth of a degree.
SolarCoordinates solarCoordinates(double unixSeconds) {
    const double julianDay = unixSeconds / static_cast<double>(kSecondsPerDay) + kJulianDayAtUnixEpoch;
    const double t = (julianDay - kJulianDayAtJ2000) / kDaysPerJulianCentury;  // Julian centuries
    const double meanLongitude = std::fmod(280.46646 + t * (36000.76983 + t * 0.0003032), 360.0);
    const double meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
    const double eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
    const double anomaly = radians(meanAnomaly);
    const double centre = std::sin(anomaly) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
                          std::sin(2 * anomaly) * (0.019993 - 0.000101 * t) + std::sin(3 * anomaly) * 0.000289;
    const double trueLongitude = meanLongitude + centre;
    // Meeus 25.8: aberration's constant 0.00569 degree, and nutation's largest term, which swings
    // with the Moon's ascending node.
    const double node = radians(125.04 - 1934.136 * t);
    const double apparentLongitude = trueLongitude - 0.00569 - 0.00478 * std::sin(node);
    const double obliquityArcSeconds = 21.448 - t * (46.815 + t * (0.00059 - t * 0.001813));
    const double meanObliquity = 23.0 + (26.0 + obliquityArcSeconds / 60.0) / 60.0;  // 23 26' 21.448" at J2000
    const double obliquity = radians(meanObliquity + 0.00256 * std::cos(node));

    SolarCoordinates sun;
    sun.declinationRadians = std::asin(std::sin(obliquity) * std::sin(radians(apparentLongitude)));
    // The equation of time, Meeus 28.3 (W. M. Smart's series), in radians of the Earth's turn.
    const double y = std::pow(std::tan(obliquity / 2), 2);
    const double l0 = radians(meanLongitude);
    const double e = eccentricity;
    const double turn = y * std::sin(2 * l0) - 2 * e * std::sin(anomaly) +
                        4 * e * y * std::sin(anomaly) * std::cos(2 * l0) - 0.5 * y * y * std::sin(4 * l0) -
                        1.25 * e * e * std::sin(2 * anomaly);
    sun.equationOfTimeMinutes = 4 * degrees(turn);  // the Earth turns a degree in 4 minutes
    return sun;
}

// The sun's hour angle in degrees, [-180, 180): 0 at the local meridian, negative before noon.
double hourAngleDegrees(double unixSeconds, const SolarCoordinates& sun, double longitudeDegrees) {
    const double day = static_cast<double>(kSecondsPerDay);
    const double secondOfUtcDay = unixSeconds - day * std::floor(unixSeconds / day);
    return wrappedDegrees(secondOfUtcDay / kSecondsPerHourAngleDegree + sun.equationOfTimeMinutes / 4.0 +
                          longitudeDegrees - 180.0);
}

double clampedLatitude(double latitudeDegrees) {
    return std::clamp(latitudeDegrees, -kMostLatitudeDegrees, kMostLatitudeDegrees);
}

// The instant near `guessUnixSeconds` when the hour angle is 0.
double transitNear(double guessUnixSeconds, double longitudeDegrees) {
    double when = guessUnixSeconds;
    for (int step = 0; step < kMostRefinements; ++step) {
        const double miss = hourAngleDegrees(when, solarCoordinates(when), longitudeDegrees);
        when -= miss * kSecondsPerHourAngleDegree;
        if (std::abs(miss) * kSecondsPerHourAngleDegree < kSettledSeconds) break;
    }
    return when;
}

// The crossing of `altitudeDegrees` next to the transit at `solarNoon`: before it when `rising`.
// Each round takes the sun's declination at the latest estimate of the crossing itself.
SunEvent crossingBeside(double solarNoon, double altitudeDegrees, bool rising, double latitudeDegrees,
                        double longitudeDegrees) {
    const double latitude = radians(clampedLatitude(latitudeDegrees));
    const double side = rising ? -1.0 : 1.0;
    double when = solarNoon;
    for (int step = 0; step < kMostRefinements; ++step) {
        const SolarCoordinates sun = solarCoordinates(when);
        // The hour angle at which the sun's centre stands at the altitude; none beyond +-1.
        const double declination = sun.declinationRadians;
        const double cosine = (std::sin(radians(altitudeDegrees)) - std::sin(latitude) * std::sin(declination)) /
                              (std::cos(latitude) * std::cos(declination));
        if (cosine > 1) return {Crossing::staysBelow, 0};
        if (cosine < -1) return {Crossing::staysAbove, 0};
        const double target = side * degrees(std::acos(cosine));
        // The first round counts from noon itself, so a crossing half a day away is not wrapped
        // onto the wrong side.
        const double miss =
            step == 0 ? -target : wrappedDegrees(hourAngleDegrees(when, sun, longitudeDegrees) - target);
        when -= miss * kSecondsPerHourAngleDegree;
        if (step > 0 && std::abs(miss) * kSecondsPerHourAngleDegree < kSettledSeconds) break;
    }
    return {Crossing::crosses, when};
}

} // namespace

double refractionDegrees(double geometricElevationDegrees) {
    const double e = geometricElevationDegrees;
    const double t = std::tan(radians(e));
    double arcSeconds = 0;
    if (e > 85) {
        arcSeconds = 0;  // near the zenith the air bends nothing worth counting
    } else if (e > 5) {
        arcSeconds = 58.1 / t - 0.07 / std::pow(t, 3) + 0.000086 / std::pow(t, 5);
    } else if (e > -0.575) {
        arcSeconds = 1735 + e * (-518.2 + e * (103.4 + e * (-12.79 + e * 0.711)));
    } else {
        arcSeconds = -20.772 / t;
    }
    return arcSeconds / 3600.0;
}

SunPosition sunPosition(double unixSeconds, double latitudeDegrees, double longitudeDegrees) {
    const SolarCoordinates sun = solarCoordinates(unixSeconds);
    const double latitude = radians(clampedLatitude(latitudeDegrees));
    const double hourAngle = radians(hourAngleDegrees(unixSeconds, sun, longitudeDegrees));
    const double declination = sun.declinationRadians;
    const double sine = std::sin(latitude) * std::sin(declination) +
                        std::cos(latitude) * std::cos(declination) * std::cos(hourAngle);
    SunPosition position;
    position.elevationDegrees = degrees(std::asin(std::clamp(sine, -1.0, 1.0)));
    position.apparentElevationDegrees = position.elevationDegrees + refractionDegrees(position.elevationDegrees);
    // Meeus 13.5 turned to count from north: atan2 keeps every quadrant, where NOAA's acos
    // needs the hour angle's sign mended afterwards.
    const double east = -std::sin(hourAngle) * std::cos(declination);
    const double north = std::sin(declination) * std::cos(latitude) -
                         std::cos(declination) * std::cos(hourAngle) * std::sin(latitude);
    const double azimuth = degrees(std::atan2(east, north));
    position.azimuthDegrees = azimuth < 0 ? azimuth + 360.0 : azimuth;
    return position;
}

SunDay sunDay(std::int64_t localDay, int utcOffsetMinutes, double latitudeDegrees, double longitudeDegrees) {
    const double localMidday =
        static_cast<double>(localDay * kSecondsPerDay + kSecondsPerDay / 2) - utcOffsetMinutes * 60.0;
    SunDay day;
    day.solarNoonUnixSeconds = transitNear(localMidday, longitudeDegrees);
    const double noon = day.solarNoonUnixSeconds;
    day.sunrise = crossingBeside(noon, kSunriseAltitudeDegrees, true, latitudeDegrees, longitudeDegrees);
    day.sunset = crossingBeside(noon, kSunriseAltitudeDegrees, false, latitudeDegrees, longitudeDegrees);
    day.civilDawn = crossingBeside(noon, kCivilTwilightAltitudeDegrees, true, latitudeDegrees, longitudeDegrees);
    day.civilDusk = crossingBeside(noon, kCivilTwilightAltitudeDegrees, false, latitudeDegrees, longitudeDegrees);
    return day;
}

} // namespace engine
