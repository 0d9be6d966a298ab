#!/usr/bin/python3
"""The reference table for tests/unit/SunPositionTest.cpp, computed with PyEphem (a full
ephemeris, libastro's VSOP87: nothing of zcity's, nor NOAA's equations).

Usage: /usr/bin/python3 tests/tools/sun_reference.py > table.txt   (Debian: apt-get install
python3-ephem; python3-astral, when installed, is checked against ephem on stderr)

Prints C++ rows: for each place and local date, the solar noon nearest the date's midday, and the
sunrise, sunset, civil dawn and civil dusk beside it (at(UNIX SECONDS), or above() / below() when
the sun's centre stays above or below that altitude all day); then sun positions at instants.
Sunrise and sunset are the upper limb at -0:34 with no refraction model (pressure 0), so the
centre at -0.833 degrees, NOAA's definition; civil twilight is the centre at -6 degrees.
"""
import datetime
import sys

import ephem

# name, latitude, longitude (east positive), UTC offset in minutes on that date, local date
DAYS = [
    ("London", 51.5074, -0.1278, 60, (2026, 6, 21)),
    ("London", 51.5074, -0.1278, 0, (2026, 12, 21)),
    ("Denver", 39.7392, -104.9903, -360, (2026, 3, 20)),
    ("Denver", 39.7392, -104.9903, -360, (2026, 9, 22)),
    ("Tromso", 69.6492, 18.9553, 120, (2026, 6, 21)),
    ("Tromso", 69.6492, 18.9553, 60, (2026, 12, 21)),
    ("Reykjavik", 64.1466, -21.9426, 0, (2026, 3, 20)),
    ("Reykjavik", 64.1466, -21.9426, 0, (2026, 6, 21)),
    ("Suva", -18.1416, 178.4419, 720, (2026, 1, 15)),
    ("Suva", -18.1416, 178.4419, 720, (2026, 7, 15)),
    ("Apia", -13.8333, -171.7667, 780, (2026, 6, 21)),
    ("Honolulu", 21.3069, -157.8583, -600, (2026, 6, 21)),
    ("Kiritimati", 1.8721, -157.4278, 840, (2026, 12, 21)),
    ("Quito", -0.1807, -78.4678, -300, (2026, 3, 20)),
    ("Singapore", 1.3521, 103.8198, 480, (2026, 9, 22)),
    ("Sydney", -33.8688, 151.2093, 600, (2026, 6, 21)),
    ("Sydney", -33.8688, 151.2093, 660, (2026, 12, 21)),
    ("Buenos Aires", -34.6037, -58.3816, -180, (2026, 6, 21)),
    ("McMurdo", -77.8419, 166.6863, 780, (2026, 12, 21)),
    ("McMurdo", -77.8419, 166.6863, 720, (2026, 6, 21)),
]

# name, latitude, longitude, UTC date and time
INSTANTS = [
    ("London", 51.5074, -0.1278, (2026, 6, 21, 11, 2, 0)),
    ("London", 51.5074, -0.1278, (2026, 12, 21, 8, 30, 0)),
    ("Denver", 39.7392, -104.9903, (2026, 9, 22, 23, 0, 0)),
    ("Tromso", 69.6492, 18.9553, (2026, 6, 21, 22, 0, 0)),
    ("Sydney", -33.8688, 151.2093, (2026, 12, 21, 3, 0, 0)),
    ("Apia", -13.8333, -171.7667, (2026, 6, 21, 20, 0, 0)),
    ("Quito", -0.1807, -78.4678, (2026, 3, 20, 14, 0, 0)),
    ("Buenos Aires", -34.6037, -58.3816, (2026, 6, 21, 21, 30, 0)),
]

EPOCH = ephem.Date("1970/1/1 00:00:00")
DAY = 86400.0


def unix(date):
    return (float(date) - float(EPOCH)) * DAY


def observer(latitude, longitude, seconds):
    place = ephem.Observer()
    place.lat, place.lon = str(latitude), str(longitude)
    place.elevation = 0
    place.pressure = 0  # geometric: no refraction model
    place.date = ephem.Date(float(EPOCH) + seconds / DAY)
    return place


def crossing(latitude, longitude, noon, horizon, use_center, rising):
    """at(...) for the crossing within half a day beside the noon, else above() or below()."""
    place = observer(latitude, longitude, noon)
    place.horizon = horizon
    sun = ephem.Sun()
    try:
        found = place.previous_rising(sun, use_center=use_center) if rising else place.next_setting(
            sun, use_center=use_center)
        if abs(unix(found) - noon) < DAY / 2:
            return "at(%d)" % round(unix(found))
    except (ephem.AlwaysUpError, ephem.NeverUpError):
        pass
    # No crossing: the noon altitude says which side the sun stays on.
    place = observer(latitude, longitude, noon)
    sun.compute(place)
    altitude = float(sun.alt) + (0 if use_center else float(sun.radius))
    return "above()" if altitude > float(ephem.degrees(horizon)) else "below()"


def solar_noon(latitude, longitude, offset_minutes, date):
    midday = (datetime.datetime(*date, 12, tzinfo=datetime.timezone.utc).timestamp() - offset_minutes * 60)
    place = observer(latitude, longitude, midday)
    sun = ephem.Sun()
    times = [unix(place.previous_transit(sun)), unix(place.next_transit(sun))]
    return min(times, key=lambda t: abs(t - midday))


def day_row(name, latitude, longitude, offset, date):
    noon = solar_noon(latitude, longitude, offset, date)
    events = [crossing(latitude, longitude, noon, "-0:34", False, True),
              crossing(latitude, longitude, noon, "-0:34", False, False),
              crossing(latitude, longitude, noon, "-6", True, True),
              crossing(latitude, longitude, noon, "-6", True, False)]
    return '    {"%s", %.4f, %.4f, %d, {%d, %d, %d}, %d, %s},' % (
        name, latitude, longitude, offset, *date, round(noon), ", ".join(events))


def instant_row(name, latitude, longitude, moment):
    seconds = datetime.datetime(*moment, tzinfo=datetime.timezone.utc).timestamp()
    sun = ephem.Sun()
    sun.compute(observer(latitude, longitude, seconds))
    return '    {"%s", %.4f, %.4f, %d, %.3f, %.3f},' % (
        name, latitude, longitude, round(seconds), float(sun.alt) * 180 / ephem.pi, float(sun.az) * 180 / ephem.pi)


def astral_check():
    """The largest difference, in seconds, between astral 1.x's NOAA sunrise/sunset and ephem's."""
    try:
        import astral
    except ImportError:
        return
    worst = 0.0
    sky = astral.Astral()
    for name, latitude, longitude, offset, date in DAYS:
        noon = solar_noon(latitude, longitude, offset, date)
        utc_date = datetime.datetime.fromtimestamp(noon, datetime.timezone.utc).date()
        for rising in (True, False):
            ours = crossing(latitude, longitude, noon, "-0:34", False, rising)
            try:
                when = (sky.sunrise_utc if rising else sky.sunset_utc)(utc_date, latitude, longitude)
            except astral.AstralError:
                continue
            if ours.startswith("at("):
                worst = max(worst, abs(when.timestamp() - int(ours[3:-1])))
    print("astral %s against ephem: sunrise and sunset within %.0f s" % (astral.__version__, worst), file=sys.stderr)


def main():
    print("// Made by: /usr/bin/python3 tests/tools/sun_reference.py (PyEphem %s)" % ephem.__version__)
    print("const DayReference kDays[] = {")
    for row in DAYS:
        print(day_row(*row))
    print("};")
    print("const PositionReference kPositions[] = {")
    for row in INSTANTS:
        print(instant_row(*row))
    print("};")
    astral_check()


if __name__ == "__main__":
    main()
