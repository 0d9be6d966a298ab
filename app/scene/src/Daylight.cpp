#include "scene/Daylight.hpp"

#include "engine/SunLight.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>

namespace app {

Place assumedPlace(int utcOffsetMinutes) {
    constexpr double kMiddleOfTheWorldsPeople = 40;
    return Place{kMiddleOfTheWorldsPeople, std::clamp(utcOffsetMinutes / 4.0, -180.0, 180.0)};
}

double machineSecondsNow() {
    const auto since = std::chrono::system_clock::now().time_since_epoch();
    return std::chrono::duration<double>(since).count();
}

namespace {

// The offset of the machine's local time from UTC at `when`: the broken-down local time read
// back as if it were UTC, less the instant (no tm_gmtoff, which Windows lacks).
int localOffsetMinutes(std::time_t when) {
    std::tm local{}, utc{};
#ifdef _WIN32
    localtime_s(&local, &when);
    gmtime_s(&utc, &when);
#else
    localtime_r(&when, &local);
    gmtime_r(&when, &utc);
#endif
    const engine::CivilDate localDate{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
    const engine::CivilDate utcDate{utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday};
    const auto seconds = [](const engine::CivilDate& date, const std::tm& t) {
        return engine::daysFromCivil(date) * engine::kSecondsPerDay + t.tm_hour * 3600 + t.tm_min * 60 + t.tm_sec;
    };
    return static_cast<int>((seconds(localDate, local) - seconds(utcDate, utc)) / 60);
}

} // namespace

MachineTime readMachineTime(double startUnixSeconds) {
    const double now = machineSecondsNow();
    return MachineTime{now, startUnixSeconds, localOffsetMinutes(static_cast<std::time_t>(now))};
}

engine::SunPosition sunOfTheClock(const engine::ClockTime& clock, const std::optional<Place>& place,
                                  const MachineTime& machine) {
    const double instant = engine::clockInstant(clock, machine.nowUnixSeconds, machine.startUnixSeconds,
                                                machine.utcOffsetMinutes);
    const Place seenFrom = place ? *place : assumedPlace(clock.utcOffsetMinutes.value_or(machine.utcOffsetMinutes));
    return engine::sunPosition(instant, seenFrom.latitude, seenFrom.longitude);
}

namespace {

// The sky low in the west as the sun sets: a dim warm grey-violet, what the day's blue has become
// at the horizon when the sun is on it; it fades to the night's black by nautical dusk.
const glm::vec3 kSunsetSky{0.46f, 0.40f, 0.46f};
// The sun this high or higher: the day's full blue; lower, the sky warms toward the sunset's.
constexpr double kFullDayAltitude = 10;
// Shadows from a sun lower than this would cross the whole shadow map: the shadows' sun stays
// this high at least, so a long evening shadow is long, not endless.
constexpr double kLowestShadowAltitude = 4;
// The walls' light with the sun on the horizon, of the full day's: what the sky alone gives as the
// sun goes, so the day's last picture is near the dusk's dark walls, not a jump from full day.
constexpr double kSunsetLight = 0.35;

} // namespace

engine::FrameStyle underTheSun(engine::FrameStyle style, const engine::SunPosition& sun, bool ownSky) {
    const double altitude = sun.apparentElevationDegrees;
    if (altitude <= kNightAltitude) return style;  // the night, exactly as without --time
    if (altitude <= kSunsetAltitude) {  // twilight: the city comes on under a fading sky
        const double t = (altitude - kNightAltitude) / (kSunsetAltitude - kNightAltitude);
        // Squared: the sky's light falls faster than the sun, as the eye sees it go. Under half a
        // level it is the night's black: a sky that is not black lays a ground under the city and
        // tints the bloom, which would make the last minute of dusk a shade darker than the night.
        const glm::vec3 sky = kSunsetSky * static_cast<float>(t * t);
        if (!ownSky && std::max({sky.r, sky.g, sky.b}) * 255 >= 0.5f) style.clearColour = sky;
        style.night.dusk = static_cast<float>(t);
        style.night.streetLights = altitude <= kCivilDuskAltitude;
        return style;
    }
    style.night.day = true;
    style.night.shadowed = true;
    style.night.towardSun = engine::towardSunAt(std::max(altitude, kLowestShadowAltitude), sun.azimuthDegrees);
    const double t = std::clamp((altitude - kSunsetAltitude) / (kFullDayAltitude - kSunsetAltitude), 0.0, 1.0);
    style.night.daylight = static_cast<float>(kSunsetLight + (1 - kSunsetLight) * t);
    style.night.sunShare = static_cast<float>(t);  // the low sun weakens: at sunset all is in the sky's light
    if (!ownSky) style.clearColour = kSunsetSky + (engine::kDaySky - kSunsetSky) * static_cast<float>(t);
    return style;
}

} // namespace app
