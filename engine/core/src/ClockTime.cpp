#include "engine/ClockTime.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace engine {

namespace {

// Days from 0000-03-01, the start of the calendar's first 400-year era counted from March, to
// 1970-01-01.
constexpr std::int64_t kDaysFromEraStartToUnixEpoch = 719468;
constexpr std::int64_t kDaysPerEra = 146097;  // 400 Gregorian years: 97 of them leap
constexpr int kMinutesPerDay = 1440;

const char* const kMonthNames[] = {"January", "February", "March",     "April",   "May",      "June",
                                   "July",    "August",   "September", "October", "November", "December"};

std::string quoted(std::string_view text) { return "\"" + std::string(text) + "\""; }

std::string notAnyForm(std::string_view text) {
    return quoted(text) + " is not HH:MM, a date and time like 2026-06-21T21:30+02:00, now or cycle:MINUTES";
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Takes exactly `count` decimal digits off the front of `rest`.
bool takeDigits(std::string_view& rest, int count, int& value) {
    const auto length = static_cast<std::size_t>(count);
    if (rest.size() < length) return false;
    int read = 0;
    for (std::size_t i = 0; i < length; ++i) {
        if (!isDigit(rest[i])) return false;
        read = read * 10 + (rest[i] - '0');
    }
    value = read;
    rest.remove_prefix(length);
    return true;
}

// Takes `upper` or its small letter (RFC 3339 allows "t" and "z") off the front of `rest`.
bool takeLetter(std::string_view& rest, char upper) {
    if (rest.empty() || (rest.front() != upper && rest.front() != upper - 'A' + 'a')) return false;
    rest.remove_prefix(1);
    return true;
}

bool takeChar(std::string_view& rest, char wanted) {
    if (rest.empty() || rest.front() != wanted) return false;
    rest.remove_prefix(1);
    return true;
}

std::string takeTimeOfDay(std::string_view& rest, std::string_view text, int& secondOfDay) {
    int hour = 0;
    int minute = 0;
    int second = 0;
    if (!takeDigits(rest, 2, hour) || !takeChar(rest, ':') || !takeDigits(rest, 2, minute)) return notAnyForm(text);
    if (takeChar(rest, ':') && !takeDigits(rest, 2, second)) return notAnyForm(text);
    if (hour > 23) return quoted(text) + ": hours run 00 to 23 (midnight is 00:00)";
    if (minute > 59) return quoted(text) + ": minutes run 00 to 59";
    if (second > 59) return quoted(text) + ": seconds run 00 to 59 (no leap second)";
    secondOfDay = hour * 3600 + minute * 60 + second;
    return "";
}

std::string takeDate(std::string_view& rest, std::string_view text, CivilDate& date) {
    if (!takeDigits(rest, 4, date.year) || !takeChar(rest, '-') || !takeDigits(rest, 2, date.month) ||
        !takeChar(rest, '-') || !takeDigits(rest, 2, date.day)) {
        return notAnyForm(text);
    }
    if (date.month < 1 || date.month > 12) return quoted(text) + ": months run 01 to 12";
    const int length = daysInMonth(date.year, date.month);
    if (date.day < 1 || date.day > length) {
        return quoted(text) + ": " + kMonthNames[date.month - 1] + " " + std::to_string(date.year) +
               " has " + std::to_string(length) + " days";
    }
    return "";
}

// Z, or a sign and HH, HHMM or HH:MM; nothing (the machine's local time) when `rest` holds no
// offset. What follows is left in `rest` for the caller to call junk.
std::string takeUtcOffset(std::string_view& rest, std::string_view text, std::optional<int>& offsetMinutes) {
    offsetMinutes.reset();
    if (takeLetter(rest, 'Z')) {
        offsetMinutes = 0;
        return "";
    }
    if (rest.empty() || (rest.front() != '+' && rest.front() != '-')) return "";
    const int sign = rest.front() == '-' ? -1 : 1;
    rest.remove_prefix(1);
    const std::string badForm = quoted(text) + " has an offset from UTC that is not Z, +HH:MM, +HHMM or +HH";
    int hours = 0;
    int minutes = 0;
    if (!takeDigits(rest, 2, hours)) return badForm;
    const bool hasColon = takeChar(rest, ':');
    if ((hasColon || (!rest.empty() && isDigit(rest.front()))) && !takeDigits(rest, 2, minutes)) return badForm;
    const int total = sign * (hours * 60 + minutes);
    if (minutes > 59 || total < kWestmostUtcOffsetMinutes || total > kEastmostUtcOffsetMinutes) {
        return quoted(text) + ": offsets from UTC run -12:00 to +14:00";
    }
    offsetMinutes = total;
    return "";
}

std::string readTimeOfDay(std::string_view text, ClockTime& out) {
    std::string_view rest = text;
    ClockTime read;
    read.kind = ClockKind::timeOfDay;
    const std::string problem = takeTimeOfDay(rest, text, read.secondOfDay);
    if (!problem.empty()) return problem;
    if (!rest.empty()) return quoted(text) + " has " + quoted(rest) + " after the time";
    out = read;
    return "";
}

std::string readDateTime(std::string_view text, ClockTime& out) {
    std::string_view rest = text;
    ClockTime read;
    read.kind = ClockKind::dateTime;
    std::string problem = takeDate(rest, text, read.date);
    if (!problem.empty()) return problem;
    if (rest.empty()) return quoted(text) + " is a date without a time of day (like " + std::string(text) + "T12:00)";
    if (!takeLetter(rest, 'T')) return notAnyForm(text);
    problem = takeTimeOfDay(rest, text, read.secondOfDay);
    if (problem.empty()) problem = takeUtcOffset(rest, text, read.utcOffsetMinutes);
    if (!problem.empty()) return problem;
    if (!rest.empty()) return quoted(text) + " has " + quoted(rest) + " after the date and time";
    out = read;
    return "";
}

std::string readCycle(std::string_view minutesText, std::string_view text, ClockTime& out) {
    int minutes = 0;
    // Four digits hold every value in range, and no sum of them overflows.
    bool whole = !minutesText.empty() && minutesText.size() <= 4;
    for (const char c : minutesText) {
        whole = whole && isDigit(c);
        if (whole) minutes = minutes * 10 + (c - '0');
    }
    if (!whole || minutes < kShortestCycleMinutes || minutes > kLongestCycleMinutes) {
        return quoted(text) + " is not cycle:MINUTES with MINUTES a whole number from 1 to 1440";
    }
    ClockTime read;
    read.kind = ClockKind::cycle;
    read.cycleMinutes = minutes;
    out = read;
    return "";
}

std::string twoDigits(int value) { return std::string(1, char('0' + value / 10)) + char('0' + value % 10); }

std::string timeOfDayText(int secondOfDay) {
    const int second = secondOfDay % 60;
    const std::string text = twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay / 60 % 60);
    return second == 0 ? text : text + ":" + twoDigits(second);
}

std::string utcOffsetText(const std::optional<int>& offsetMinutes) {
    if (!offsetMinutes) return "";
    if (*offsetMinutes == 0) return "Z";
    const int size = std::abs(*offsetMinutes);
    return (*offsetMinutes < 0 ? "-" : "+") + twoDigits(size / 60) + ":" + twoDigits(size % 60);
}

std::string dateText(const CivilDate& date) {
    std::string year = std::to_string(date.year);
    if (year.size() < 4) year.insert(0, 4 - year.size(), '0');
    return year + "-" + twoDigits(date.month) + "-" + twoDigits(date.day);
}

} // namespace

bool CivilDate::operator==(const CivilDate& other) const {
    return year == other.year && month == other.month && day == other.day;
}

bool ClockTime::operator==(const ClockTime& other) const {
    return kind == other.kind && date == other.date && secondOfDay == other.secondOfDay &&
           utcOffsetMinutes == other.utcOffsetMinutes && cycleMinutes == other.cycleMinutes;
}

int daysInMonth(int year, int month) {
    static constexpr int kLengths[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12) return 0;
    const bool leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    return month == 2 && leap ? 29 : kLengths[month - 1];
}

// Counting years from March puts February's leap day at a year's end, so a day's place in its
// year depends on the month alone; 400-year eras repeat exactly.
std::int64_t daysFromCivil(const CivilDate& date) {
    const std::int64_t yearFromMarch = static_cast<std::int64_t>(date.year) - (date.month <= 2 ? 1 : 0);
    const std::int64_t era = (yearFromMarch >= 0 ? yearFromMarch : yearFromMarch - 399) / 400;
    const std::int64_t yearOfEra = yearFromMarch - era * 400;  // 0 to 399
    const int monthFromMarch = (date.month + 9) % 12;          // March 0 to February 11
    // (153 m + 2) / 5: the days before month m from March, whose lengths run 31 30 31 30 31...
    const std::int64_t dayOfYear = (153 * monthFromMarch + 2) / 5 + date.day - 1;
    const std::int64_t dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * kDaysPerEra + dayOfEra - kDaysFromEraStartToUnixEpoch;
}

// The reverse of daysFromCivil, through the same March-based 400-year eras.
CivilDate civilFromDays(std::int64_t days) {
    const std::int64_t fromEraStart = days + kDaysFromEraStartToUnixEpoch;
    const std::int64_t era = (fromEraStart >= 0 ? fromEraStart : fromEraStart - (kDaysPerEra - 1)) / kDaysPerEra;
    const std::int64_t dayOfEra = fromEraStart - era * kDaysPerEra;  // 0 to 146096
    // Years of 365 days, less the leap days: a day every 4 years (1460), back every 100 (36524),
    // and the era's last day (146096).
    const std::int64_t yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const std::int64_t dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const std::int64_t monthFromMarch = (5 * dayOfYear + 2) / 153;  // daysFromCivil's (153 m + 2) / 5 undone
    CivilDate date;
    date.day = static_cast<int>(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1);
    date.month = static_cast<int>(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9);
    date.year = static_cast<int>(yearOfEra + era * 400 + (date.month <= 2 ? 1 : 0));
    return date;
}

std::int64_t localDayContaining(double unixSeconds, int utcOffsetMinutes) {
    const double localSeconds = unixSeconds + utcOffsetMinutes * 60.0;
    return static_cast<std::int64_t>(std::floor(localSeconds / static_cast<double>(kSecondsPerDay)));
}

std::string readClockTime(std::string_view text, ClockTime& out) {
    constexpr std::string_view kCyclePrefix = "cycle:";
    if (text.find('\0') != std::string_view::npos) return "holds a NUL character";
    if (text == "now") {
        out = ClockTime{};
        return "";
    }
    if (text.substr(0, kCyclePrefix.size()) == kCyclePrefix) {
        return readCycle(text.substr(kCyclePrefix.size()), text, out);
    }
    if (text.size() > 2 && text[2] == ':') return readTimeOfDay(text, out);
    if (text.size() > 4 && text[4] == '-') return readDateTime(text, out);
    return notAnyForm(text);
}

std::string clockTimeText(const ClockTime& clock) {
    switch (clock.kind) {
    case ClockKind::now: return "now";
    case ClockKind::timeOfDay: return timeOfDayText(clock.secondOfDay);
    case ClockKind::dateTime:
        return dateText(clock.date) + "T" + timeOfDayText(clock.secondOfDay) + utcOffsetText(clock.utcOffsetMinutes);
    case ClockKind::cycle: return "cycle:" + std::to_string(clock.cycleMinutes);
    }
    return "now";
}

double clockInstant(const ClockTime& clock, double nowUnixSeconds, double startUnixSeconds,
                    int localUtcOffsetMinutes) {
    switch (clock.kind) {
    case ClockKind::now: return nowUnixSeconds;
    case ClockKind::timeOfDay: {
        const std::int64_t day = localDayContaining(startUnixSeconds, localUtcOffsetMinutes);
        return static_cast<double>(day * kSecondsPerDay + clock.secondOfDay) - localUtcOffsetMinutes * 60.0;
    }
    case ClockKind::dateTime: {
        const int offset = clock.utcOffsetMinutes.value_or(localUtcOffsetMinutes);
        const std::int64_t localSeconds = daysFromCivil(clock.date) * kSecondsPerDay + clock.secondOfDay;
        return static_cast<double>(localSeconds) - offset * 60.0;
    }
    case ClockKind::cycle: {
        // A clock set back (by hand, or by the network's time) holds the picture at the start.
        const double elapsed = std::max(0.0, nowUnixSeconds - startUnixSeconds);
        const int cycleMinutes = std::max(clock.cycleMinutes, kShortestCycleMinutes);
        const double speed = static_cast<double>(kMinutesPerDay) / cycleMinutes;
        return startUnixSeconds + std::fmod(elapsed * speed, static_cast<double>(kSecondsPerDay));
    }
    }
    return nowUnixSeconds;
}

ClockTime clockAtInstant(double unixSeconds, int utcOffsetMinutes) {
    const std::int64_t local = static_cast<std::int64_t>(std::floor(unixSeconds)) + utcOffsetMinutes * std::int64_t{60};
    const std::int64_t day = localDayContaining(std::floor(unixSeconds), utcOffsetMinutes);
    ClockTime clock;
    clock.kind = ClockKind::dateTime;
    clock.date = civilFromDays(day);
    clock.secondOfDay = static_cast<int>(local - day * kSecondsPerDay);
    clock.utcOffsetMinutes = utcOffsetMinutes;
    return clock;
}

} // namespace engine
