// zs::ParamList — the design notes' param list with names at run time: "colour", "region"...
//
// ZSystem_Param(zs, "colour", 0xFF6699) and ZsGetParam("region") from the notes' sketch, as a
// value: a short list of named, typed entries. A world whose params are a plain struct needs
// none of this (the struct's members are the names and types, checked by the compiler and free to
// read); a ParamList is for worlds whose params are decided at run time (read from a file, say).
// A subobject made with the current list inherits every entry, as the sketch's first subobject
// does, and a set() overrides one for it, as its second does with "region".
// A plain value: no globals, no I/O.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace zs {

struct Region {
    double x1 = 0, z1 = 0, x2 = 0, z2 = 0;
};
struct Colour {
    std::uint32_t rgb = 0;  // 0xRRGGBB, as the sketch's 0xFF6699
};

class ParamList {
public:
    using Value = std::variant<std::int64_t, double, Colour, Region, std::string>;

    // Sets `name` (replacing an entry of that name, whatever its type). Returns the list, so a
    // child's params can be written ParamList(parent).set("region", r).
    ParamList& set(std::string_view name, Value value) {
        for (auto& entry : entries_) {
            if (entry.first == name) {
                entry.second = std::move(value);
                return *this;
            }
        }
        entries_.emplace_back(std::string(name), std::move(value));
        return *this;
    }

    // The entry `name` when it is there and holds a T; nullopt otherwise (never a wrong type).
    template <typename T>
    std::optional<T> get(std::string_view name) const {
        for (const auto& entry : entries_) {
            if (entry.first != name) continue;
            if (const T* value = std::get_if<T>(&entry.second)) return *value;
            return std::nullopt;
        }
        return std::nullopt;
    }

    bool has(std::string_view name) const {
        for (const auto& entry : entries_) {
            if (entry.first == name) return true;
        }
        return false;
    }
    std::size_t size() const { return entries_.size(); }

private:
    std::vector<std::pair<std::string, Value>> entries_;  // few entries: a search beats a map
};

} // namespace zs
