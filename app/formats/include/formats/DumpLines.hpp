// app::appendNumber, appendField and appendLine — numbers as text for every text format (the
// dumps, OBJ): each the shortest text that reads back as the same number (std::to_chars, or its
// equal where the library has none: ShortestNumber.hpp), locale-free and the same on every
// compiler, so two builds' files compare bit for bit. The dumps' lines are a kind, then
// ",number" fields.
// Pure text; header-only.
#pragma once

#include "formats/ShortestNumber.hpp"

#include <initializer_list>
#include <string>

namespace app {

// `separator`, then the number.
template <typename Number>
void appendNumber(std::string& out, char separator, Number value) {
    char text[32];
    char* const end = shortestChars(text, text + sizeof text, value);
    out.push_back(separator);
    out.append(text, end);
}

template <typename Number>
void appendField(std::string& out, Number value) {
    appendNumber(out, ',', value);
}

// "kind,v1,v2...\n", the numbers as doubles or, where the generator kept floats, as floats.
template <typename Number>
void appendLine(std::string& out, const char* kind, std::initializer_list<Number> values) {
    out += kind;
    for (Number v : values) appendField(out, v);
    out.push_back('\n');
}

} // namespace app
