// app::underTheSun and the clock's settings — the night cities by the hour (--time) and the
// place (--place): where the sun stands then and there (engine/SunPosition.hpp), and what that
// makes of a night city's style: by day the shadowed day look lit from the sun's own direction,
// at dusk the city's windows coming on one at a time under a sky fading from the sunset's
// colours to black, and from nautical dusk to dawn the original's night exactly as without --time.
// Pure but for readMachineTime, which reads the machine's clock and time zone; no SDL, no GL.
#pragma once

#include "engine/ClockTime.hpp"
#include "engine/Frame.hpp"
#include "engine/SunPosition.hpp"

#include <optional>

namespace app {

// A place on Earth, degrees: latitude north positive, longitude east positive.
struct Place {
    double latitude = 0, longitude = 0;
    bool operator==(const Place& other) const { return latitude == other.latitude && longitude == other.longitude; }
};

// Without --place: latitude 40 north, where the middle of the world's people live (most live
// between 20 and 50 north), and the longitude whose noon the clock's offset keeps (15 degrees an
// hour: UTC+1 is 15 east), so the sun is highest near 12:00 on the clock, as it is nearly
// everywhere. Said in --time's help.
Place assumedPlace(int utcOffsetMinutes);

// The machine's clock: now, when the program started, and its offset from UTC now.
struct MachineTime {
    double nowUnixSeconds = 0;
    double startUnixSeconds = 0;
    int utcOffsetMinutes = 0;
};
double machineSecondsNow();
MachineTime readMachineTime(double startUnixSeconds);

// The sun of the clock and place (the place assumed from the clock's own offset, or the
// machine's, where none is given).
engine::SunPosition sunOfTheClock(const engine::ClockTime& clock, const std::optional<Place>& place,
                                  const MachineTime& machine);

// The altitudes the style turns at, apparent, degrees: the sun's upper edge on the horizon; civil
// dusk, when the street lights come on together; nautical dusk, when the sky is the night's
// black and the last window is lit: the original's night from there to nautical dawn. (Civil
// dusk for the night would bring the street lights on with the last windows and the bloom
// whole as the day's light goes out: the evening would end a shade brighter than it was.)
constexpr double kSunsetAltitude = engine::kSunriseAltitudeDegrees;
constexpr double kCivilDuskAltitude = engine::kCivilTwilightAltitudeDegrees;
constexpr double kNightAltitude = -12;

// A night city's style (lookStyle's) under `sun`: the day look and its shadows while the sun is up;
// in twilight the night with the day's last light on the walls, each window lit at its moment,
// under the dusk's sky; the style unchanged at night. `ownSky`: --sky chose the sky's colour,
// which then stands.
engine::FrameStyle underTheSun(engine::FrameStyle style, const engine::SunPosition& sun, bool ownSky);

} // namespace app
