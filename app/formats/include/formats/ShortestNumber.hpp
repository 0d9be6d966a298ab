// app::shortestChars — a number as the shortest text that reads back as the same number: what
// std::to_chars(first, last, value) writes (the shorter of its plain and scientific forms, plain
// on a tie). Where the standard library has floating-point to_chars, that is what runs; the
// page's emscripten 3.1 libc++ has none, and there printedShortest gives the same text from
// printf's correctly rounded digits (the unit tests hold the two against each other natively).
// Pure text; header-only.
#pragma once

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>

namespace app {

// The shortest round-trip text of `value`, from printf: the fewest significant digits whose %e
// reads back as `value`, then written plain or scientific as to_chars chooses. `first` must
// have room for the text (32 characters for a float; a double's plain form can be 310); returns the end.
template <typename Number>
char* printedShortest(char* first, Number value) {
    static_assert(std::is_floating_point_v<Number>);
    const int maxDigits = std::is_same_v<Number, float> ? 9 : 17;
    char scientific[40];
    for (int digits = 1; digits <= maxDigits; digits++) {
        std::snprintf(scientific, sizeof scientific, "%.*e", digits - 1, static_cast<double>(value));
        const Number back = std::is_same_v<Number, float> ? static_cast<Number>(std::strtof(scientific, nullptr))
                                                          : static_cast<Number>(std::strtod(scientific, nullptr));
        if (back == value) break;
    }
    // scientific: [-]d[.ddd]e(+|-)XX: its digits and exponent, and the same digits written plain.
    const char* text = scientific;
    std::string sign, digitText;
    if (*text == '-') sign = "-", text++;
    for (; *text != 'e'; text++) {
        if (*text != '.') digitText += *text;
    }
    const int exponent = std::atoi(text + 1);
    std::string plain = sign;
    const int count = static_cast<int>(digitText.size());
    if (exponent < 0) {
        plain += "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digitText;
    } else if (exponent + 1 >= count) {  // a whole number: to_chars writes the double's exact digits
        char whole[400];
        std::snprintf(whole, sizeof whole, "%.0f", static_cast<double>(value));
        plain = whole;
    } else {
        plain += digitText.substr(0, static_cast<std::size_t>(exponent + 1)) + "." +
                 digitText.substr(static_cast<std::size_t>(exponent + 1));
    }
    if (digitText == "0") plain = sign + "0";
    const std::size_t scientificLength = std::strlen(scientific);
    const std::string& chosen = plain.size() <= scientificLength ? plain : std::string(scientific);
    std::memcpy(first, chosen.data(), chosen.size());
    return first + chosen.size();
}

template <typename Number>
char* shortestChars(char* first, char* last, Number value) {
#if defined(__EMSCRIPTEN__)
    if constexpr (std::is_floating_point_v<Number>) {
        static_cast<void>(last);
        return printedShortest(first, value);
    } else {
        return std::to_chars(first, last, value).ptr;
    }
#else
    return std::to_chars(first, last, value).ptr;
#endif
}

} // namespace app
