// The --time setting's value (engine/ClockTime.hpp): every form reads, careless ones are refused
// with a line that says why, the canonical text reads back to the same value, and each form
// resolves to the instant it promises.
#include "engine/ClockTime.hpp"

#include <doctest/doctest.h>

#include <string>
#include <string_view>

namespace {

engine::ClockTime read(std::string_view text) {
    engine::ClockTime clock;
    const std::string problem = engine::readClockTime(text, clock);
    INFO(text);
    CHECK(problem == "");
    return clock;
}

std::string refusal(std::string_view text) {
    engine::ClockTime clock;
    clock.kind = engine::ClockKind::cycle;
    clock.cycleMinutes = 7;
    const engine::ClockTime before = clock;
    const std::string problem = engine::readClockTime(text, clock);
    CHECK(clock == before);  // a refused value leaves the old one alone
    return problem;
}

// 2026-06-21T19:30:00Z, worked by hand: 20,625 days from 1970-01-01, then 19.5 hours.
constexpr double kMidsummerEvening = 20625.0 * 86400 + 19.5 * 3600;

} // namespace

TEST_CASE("civil dates count days from 1970-01-01 in the proleptic Gregorian calendar") {
    CHECK(engine::daysFromCivil({1970, 1, 1}) == 0);
    CHECK(engine::daysFromCivil({1969, 12, 31}) == -1);
    CHECK(engine::daysFromCivil({2000, 3, 1}) == 11017);  // after a leap day of a century's 400th
    CHECK(engine::daysFromCivil({2026, 6, 21}) == 20625);
    CHECK(engine::daysFromCivil({1600, 1, 1}) == -135140);
    CHECK(engine::daysInMonth(2024, 2) == 29);
    CHECK(engine::daysInMonth(2100, 2) == 28);
    CHECK(engine::daysInMonth(2000, 2) == 29);
    CHECK(engine::daysInMonth(2026, 4) == 30);
    // 23:30 UTC is already tomorrow at +02:00, and still yesterday's evening at -05:00.
    const double lateEvening = 20625.0 * 86400 + 23.5 * 3600;
    CHECK(engine::localDayContaining(lateEvening, 0) == 20625);
    CHECK(engine::localDayContaining(lateEvening, 120) == 20626);
    CHECK(engine::localDayContaining(20625.0 * 86400 + 3600, -300) == 20624);
    CHECK(engine::localDayContaining(-1, 0) == -1);
}

TEST_CASE("every form of --time reads") {
    CHECK(read("now").kind == engine::ClockKind::now);
    const engine::ClockTime evening = read("21:30");
    CHECK(evening.kind == engine::ClockKind::timeOfDay);
    CHECK(evening.secondOfDay == 21 * 3600 + 30 * 60);
    CHECK(read("00:00:59").secondOfDay == 59);
    const engine::ClockTime fixed = read("2026-06-21T21:30+02:00");
    CHECK(fixed.kind == engine::ClockKind::dateTime);
    CHECK(fixed.date == engine::CivilDate{2026, 6, 21});
    CHECK(fixed.secondOfDay == 21 * 3600 + 30 * 60);
    CHECK(fixed.utcOffsetMinutes == 120);
    CHECK(read("2026-06-21T19:30Z").utcOffsetMinutes == 0);
    CHECK(read("2026-06-21t19:30z").utcOffsetMinutes == 0);
    CHECK(!read("2026-06-21T21:30").utcOffsetMinutes.has_value());  // the machine's local time
    CHECK(read("2026-06-21T21:30:15").secondOfDay == 21 * 3600 + 30 * 60 + 15);
    CHECK(read("2026-06-21T21:30+0530").utcOffsetMinutes == 330);
    CHECK(read("2026-06-21T21:30-03").utcOffsetMinutes == -180);
    CHECK(read("2026-06-21T21:30-09:30").utcOffsetMinutes == -570);
    CHECK(read("2024-02-29T12:00").date == engine::CivilDate{2024, 2, 29});
    CHECK(read("2026-12-31T23:59:59+14:00").utcOffsetMinutes == 840);
    CHECK(read("2026-01-01T00:00-12:00").utcOffsetMinutes == -720);
    const engine::ClockTime cycle = read("cycle:10");
    CHECK(cycle.kind == engine::ClockKind::cycle);
    CHECK(cycle.cycleMinutes == 10);
    CHECK(read("cycle:1").cycleMinutes == 1);
    CHECK(read("cycle:1440").cycleMinutes == 1440);
}

TEST_CASE("careless values are refused with one line about the value") {
    const char* const careless[] = {
        "25:00", "24:00", "12:60", "12:00:60", "2026-02-30T10:00", "2025-02-29T10:00", "2026-13-01T10:00",
        "2026-00-10T10:00", "2026-06-00T10:00", "2026-06-21T21:30+25:00", "2026-06-21T21:30+14:30",
        "2026-06-21T21:30-12:01", "2026-06-21T21:30+02:60", "2026-06-21T21:30+2", "2026-06-21T21:30+02:",
        "2026-06-21T21:30+025", "2026-06-21T21:30+02:00junk", "2026-06-21T21:30:15.5", "2026-06-21 21:30",
        "2026-06-21", "26-06-21T21:30", "cycle:0", "cycle:abc", "cycle:", "cycle:1441", "cycle:-5", "cycle:1.5",
        "cycle:99999999999", "noon", "", "12:00junk", "9:30", "12:5", "12:00:", "NOW", "now ", " 12:00",
        "12h00", "-12:00"};
    for (const char* text : careless) {
        INFO(text);
        const std::string problem = refusal(text);
        CHECK(problem != "");
        CHECK(problem.find('\n') == std::string::npos);
        CHECK(problem.find("\"" + std::string(text) + "\"") == 0);  // it shows the value first
    }
    CHECK(refusal(std::string_view("12:00\0x", 7)) == "holds a NUL character");
    CHECK(refusal("noon") ==
          "\"noon\" is not HH:MM, a date and time like 2026-06-21T21:30+02:00, now or cycle:MINUTES");
    CHECK(refusal("25:00") == "\"25:00\": hours run 00 to 23 (midnight is 00:00)");
    CHECK(refusal("12:60") == "\"12:60\": minutes run 00 to 59");
    CHECK(refusal("2026-02-30T10:00") == "\"2026-02-30T10:00\": February 2026 has 28 days");
    CHECK(refusal("2026-13-01T10:00") == "\"2026-13-01T10:00\": months run 01 to 12");
    CHECK(refusal("2026-06-21T21:30+25:00") == "\"2026-06-21T21:30+25:00\": offsets from UTC run -12:00 to +14:00");
    CHECK(refusal("cycle:0") == "\"cycle:0\" is not cycle:MINUTES with MINUTES a whole number from 1 to 1440");
    CHECK(refusal("12:00junk") == "\"12:00junk\" has \"junk\" after the time");
    CHECK(refusal("2026-06-21") == "\"2026-06-21\" is a date without a time of day (like 2026-06-21T12:00)");
}

TEST_CASE("the canonical text reads back to the same value") {
    const char* const forms[] = {"now", "21:30", "00:00", "23:59:59", "2026-06-21T21:30+02:00",
                                 "2026-06-21T19:30Z", "2026-06-21T21:30", "2026-06-21T21:30:15-09:30",
                                 "0001-01-01T00:00Z", "cycle:10", "cycle:1440"};
    for (const char* text : forms) {
        INFO(text);
        const engine::ClockTime first = read(text);
        const std::string written = engine::clockTimeText(first);
        CHECK(written == text);  // each of these is already canonical
        const engine::ClockTime second = read(written);
        CHECK(second == first);
        CHECK(engine::clockTimeText(second) == written);
    }
    // Other spellings of the same value come back canonical.
    CHECK(engine::clockTimeText(read("2026-06-21t21:30:00+0200")) == "2026-06-21T21:30+02:00");
    CHECK(engine::clockTimeText(read("2026-06-21T21:30+00")) == "2026-06-21T21:30Z");
    CHECK(engine::clockTimeText(read("2026-06-21T21:30-03")) == "2026-06-21T21:30-03:00");
    CHECK(engine::clockTimeText(read("21:30:00")) == "21:30");
    CHECK(engine::clockTimeText(read("cycle:0010")) == "cycle:10");
    CHECK(read("2026-06-21T21:30+02:00") != read("2026-06-21T21:30"));  // fixed is not local
}

TEST_CASE("fixed date-times and clock times resolve to their instant, still") {
    const double now = kMidsummerEvening + 5000;
    const double start = kMidsummerEvening - 600;
    const double fixed = engine::clockInstant(read("2026-06-21T21:30+02:00"), now, start, -300);
    CHECK(fixed == kMidsummerEvening);
    CHECK(engine::clockInstant(read("2026-06-21T19:30Z"), now, start, -300) == fixed);
    CHECK(engine::clockInstant(read("2026-06-21T14:30-05"), now, start, 120) == fixed);
    // Without an offset: the machine's.
    CHECK(engine::clockInstant(read("2026-06-21T21:30"), now, start, 120) == fixed);
    // A clock time: that time on the start's local day, and it does not run.
    CHECK(engine::clockInstant(read("21:30"), now, start, 120) == fixed);
    CHECK(engine::clockInstant(read("21:30"), now + 86400 * 3, start, 120) == fixed);
    // At +02:00 it is already 22 June when 23:30 UTC strikes: 09:00 is then the 22nd's.
    const double lateStart = 20625.0 * 86400 + 23.5 * 3600;
    CHECK(engine::clockInstant(read("09:00"), lateStart, lateStart, 120) == 20626.0 * 86400 + 7 * 3600);
    CHECK(engine::clockInstant(read("09:00"), lateStart, lateStart, 0) == 20625.0 * 86400 + 9 * 3600);
    CHECK(engine::clockInstant(read("now"), now, start, 120) == now);
}

TEST_CASE("a cycle starts at the start and runs a day in its minutes, over and over") {
    const engine::ClockTime tenMinutes = read("cycle:10");
    const double start = kMidsummerEvening;
    CHECK(engine::clockInstant(tenMinutes, start, start, 120) == start);
    // A real minute is a tenth of the day: 2.4 hours.
    CHECK(engine::clockInstant(tenMinutes, start + 60, start, 120) == doctest::Approx(start + 8640));
    CHECK(engine::clockInstant(tenMinutes, start + 300, start, 120) == doctest::Approx(start + 43200));
    // After ten minutes the same day starts again: the season stays where it was.
    CHECK(engine::clockInstant(tenMinutes, start + 660, start, 120) == doctest::Approx(start + 8640));
    CHECK(engine::clockInstant(tenMinutes, start + 599, start, 120) < start + 86400);
    // A day in a day is the clock itself, until it comes round.
    CHECK(engine::clockInstant(read("cycle:1440"), start + 3600, start, 0) == doctest::Approx(start + 3600));
    // A clock set back holds the start.
    CHECK(engine::clockInstant(tenMinutes, start - 100, start, 120) == start);
}
