#include "zsystem/Address.hpp"

#include <charconv>

namespace zs {

std::string Address::toString() const {
    std::string text = "(" + std::to_string(i) + "," + std::to_string(j) + ")";
    for (std::uint32_t index : path) text += "." + std::to_string(index);
    return text;
}

std::optional<Address> Address::parse(std::string_view text) {
    const auto integer = [&](auto& value) {
        const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || ptr == text.data()) return false;
        text.remove_prefix(static_cast<std::size_t>(ptr - text.data()));
        return true;
    };
    const auto expect = [&](char c) {
        if (text.empty() || text.front() != c) return false;
        text.remove_prefix(1);
        return true;
    };
    Address address;
    if (!expect('(') || !integer(address.i) || !expect(',') || !integer(address.j) || !expect(')')) {
        return std::nullopt;
    }
    while (!text.empty()) {
        std::uint32_t index = 0;
        if (!expect('.') || !integer(index)) return std::nullopt;
        address.path.push_back(index);
    }
    return address;
}

std::size_t AddressHash::operator()(const Address& address) const noexcept {
    // FNV-1a over the numbers: addresses are short, and this needs no state.
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&](std::uint64_t v) {
        for (int byte = 0; byte < 8; byte++) {
            h ^= (v >> (8 * byte)) & 0xFF;
            h *= 1099511628211ull;
        }
    };
    mix(static_cast<std::uint64_t>(address.i));
    mix(static_cast<std::uint64_t>(address.j));
    for (std::uint32_t index : address.path) mix(index);
    return static_cast<std::size_t>(h);
}

} // namespace zs
