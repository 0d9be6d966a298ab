// zs::Address — where an object is in a world: "the string of indexes down from the top".
//
// The universe's subobjects are the tiles (i, j) of its lattice (zsystem/World.hpp), for every
// integer i and j of an endless world; below a tile, each index picks a subobject from its
// parent's list, in the order the object function makes them. Written "(0,0)" for a tile and
// "(0,0).0.2.1" below it. The address is all it takes to make the object again: ZSystem's
// resolve() runs the object functions on the way down.
// Pure: never touches the graphics API.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zs {

struct Address {
    std::int64_t i = 0, j = 0;          // the universe's tile
    std::vector<std::uint32_t> path;    // indexes below it

    std::string toString() const;
    static std::optional<Address> parse(std::string_view text);

    Address child(std::uint32_t index) const {
        Address next = *this;
        next.path.push_back(index);
        return next;
    }
    friend bool operator==(const Address& a, const Address& b) {
        return a.i == b.i && a.j == b.j && a.path == b.path;
    }
    friend bool operator!=(const Address& a, const Address& b) { return !(a == b); }
};

struct AddressHash {
    std::size_t operator()(const Address& address) const noexcept;
};

} // namespace zs
