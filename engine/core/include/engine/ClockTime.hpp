// engine::ClockTime — the value of the --time setting: the moment whose sun is drawn. It reads
// the setting's text (HH:MM, an ISO 8601 date and time, now, cycle:MINUTES), writes it back in
// one canonical form that reads again to the same value, and resolves it to an instant from the
// machine's facts the caller passes in (the clock's reading now and at the start, the local
// offset from UTC). It also holds the calendar arithmetic the sun needs (a civil date's day
// number, the local day holding an instant), done without the C library's time zone.
// Pure: never reads the clock or the time zone, holds no globals, does no I/O, throws nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace engine {

// A day of the proleptic Gregorian calendar (the one in use today, run backwards before 1582).
struct CivilDate {
    int year = 1970;
    int month = 1;  // 1 to 12
    int day = 1;    // 1 to the month's length
    bool operator==(const CivilDate& other) const;
    bool operator!=(const CivilDate& other) const { return !(*this == other); }
};

constexpr std::int64_t kSecondsPerDay = 86400;  // Unix time counts no leap seconds

int daysInMonth(int year, int month);
// Days from 1970-01-01 to `date` (negative before it): Howard Hinnant's days_from_civil.
std::int64_t daysFromCivil(const CivilDate& date);
// The date `days` from 1970-01-01: daysFromCivil's inverse.
CivilDate civilFromDays(std::int64_t days);
// The local date holding `unixSeconds` where clocks read UTC + utcOffsetMinutes, as days from
// 1970-01-01: the day number daysFromCivil gives that date.
std::int64_t localDayContaining(double unixSeconds, int utcOffsetMinutes);

enum class ClockKind {
    now,        // "now": the machine's clock, followed as it runs
    timeOfDay,  // "21:30": that clock time on the local day the program started, held still
    dateTime,   // "2026-06-21T21:30+02:00": that moment, held still
    cycle,      // "cycle:10": a whole day passes in that many minutes, from the start, over and over
};

// Every field a kind does not use keeps its default, so == compares meaning.
struct ClockTime {
    ClockKind kind = ClockKind::now;
    CivilDate date;                         // DateTime
    int secondOfDay = 0;                    // TimeOfDay and DateTime: 0 to 86399
    std::optional<int> utcOffsetMinutes;    // DateTime: none means the machine's local time
    int cycleMinutes = 0;                   // Cycle: kShortestCycleMinutes to kLongestCycleMinutes
    bool operator==(const ClockTime& other) const;
    bool operator!=(const ClockTime& other) const { return !(*this == other); }
};

// A minute is the quickest day worth watching; a day in a day is real time, and slower would
// only look still.
constexpr int kShortestCycleMinutes = 1;
constexpr int kLongestCycleMinutes = 1440;
// The offsets clocks keep anywhere: Baker Island's -12:00 to the Line Islands' +14:00. Anything
// beyond is a typing slip.
constexpr int kWestmostUtcOffsetMinutes = -12 * 60;
constexpr int kEastmostUtcOffsetMinutes = 14 * 60;

// Reads `text` into `out`: "" when it reads, otherwise one line saying what is wrong with the
// value (starting with the value quoted, or "holds a NUL character"), ready for the caller to
// put the option's name before; `out` is then left as it was. The forms:
//   HH:MM or HH:MM:SS                 hours 00 to 23: 24:00 is refused, midnight is 00:00
//   YYYY-MM-DDTHH:MM[:SS][OFFSET]     OFFSET Z, +HH:MM, +HHMM or +HH (or -), from -12:00 to
//                                     +14:00; without one, the machine's local time
//   now
//   cycle:MINUTES                     a whole number from 1 to 1440
// No leap second (:60), fraction of a second, space, or single-digit field.
std::string readClockTime(std::string_view text, ClockTime& out);

// The canonical text: seconds only when not zero, an offset as Z or +HH:MM, "T" and "Z" in
// capitals. readClockTime reads it back to an equal value.
std::string clockTimeText(const ClockTime& clock);

// The instant to draw, in Unix seconds, from the clock's reading now and when the program
// started, and the machine's offset from UTC (in force at the moment drawn: for a local date and
// time in another season, the caller asks its C library for that date's offset).
//   Now: `now`. DateTime: that moment, still. TimeOfDay: that clock time on the local day of the
//   start, still: a picture of 21:30 stays 21:30 and does not jump a day at midnight.
//   Cycle: starts at the start, so the first frame is `now`'s, and runs 1440 / MINUTES times as
//   fast as the clock; after a whole day it starts the same day again, so the season holds
//   still however long a screensaver runs (the sun jumps by a day's drift, a fraction of a
//   degree, unseen).
double clockInstant(const ClockTime& clock, double nowUnixSeconds, double startUnixSeconds,
                    int localUtcOffsetMinutes);

// The date and time of `unixSeconds` (to the whole second) where clocks read UTC +
// utcOffsetMinutes, with that offset: the clock the window's keys step to, still, written in a
// link as the moment it shows.
ClockTime clockAtInstant(double unixSeconds, int utcOffsetMinutes);

} // namespace engine
