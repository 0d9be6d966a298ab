// app::appendField and app::appendLine — the dumps' lines: a kind, then ",number" fields, each
// the shortest text that reads back as the same number (std::to_chars: locale-free and the same
// on every compiler), so two builds' dumps compare their numbers bit for bit.
// Pure text; header-only.
#pragma once

#include <charconv>
#include <initializer_list>
#include <string>

namespace app {

template <typename Number>
void appendField(std::string& out, Number value) {
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    out.push_back(',');
    out.append(text, end);
}

// "kind,v1,v2...\n", the numbers as doubles or, where the generator kept floats, as floats.
template <typename Number>
void appendLine(std::string& out, const char* kind, std::initializer_list<Number> values) {
    out += kind;
    for (Number v : values) appendField(out, v);
    out.push_back('\n');
}

} // namespace app
