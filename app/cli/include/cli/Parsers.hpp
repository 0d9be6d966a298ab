// app::parseSeed, parseSize, parseBytes, parseCamera, parseNumber — the command line's values,
// from text. Pure functions: the whole text or nothing (no sign where none belongs, no spaces,
// no locale).
#pragma once

#include "engine/FlyCamera.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace app {

constexpr int kDefaultWidth = 1280;
constexpr int kDefaultHeight = 720;
constexpr int kMaxPictureSide = 16384;
// The farthest a camera may be from the origin along x, y or z: the world's cities are
// addressed by 64-bit integers and drawn from doubles, both exact to well past this (1e15 is
// 2^50; a double still resolves an eighth of a unit there).
constexpr double kMaxCoordinate = 1e15;

struct Size {
    int width = kDefaultWidth;
    int height = kDefaultHeight;
};

// A whole number in decimal.
std::optional<long long> parseInteger(std::string_view text);
// A settings file's line or part of one without the spaces, tabs and carriage return round it.
std::string_view trimmed(std::string_view text);

// A finite decimal number in the C locale.
std::optional<double> parseNumber(std::string_view text);
// Decimal or 0x hexadecimal, 0 to 4294967295.
std::optional<std::uint32_t> parseSeed(std::string_view text);
// A window's id as a screensaver host gives it (xscreensaver's -window-id and
// XSCREENSAVER_WINDOW, Windows' /p HWND): decimal or 0x hexadecimal, not 0, up to 64 bits.
std::optional<std::uint64_t> parseWindowId(std::string_view text);
// "WxH", each side 1 to kMaxPictureSide.
std::optional<Size> parseSize(std::string_view text);
// "256M", "1G", "65536": bytes, with an optional K, M or G (powers of 1024), at most 1 TB and
// at most what a size_t holds (4 GB less a byte on 32-bit targets).
std::optional<std::size_t> parseBytes(std::string_view text);
// "x,y,z,yaw,pitch": five finite numbers, angles in degrees, x, y and z within kMaxCoordinate.
std::optional<engine::CameraPose> parseCamera(std::string_view text);

} // namespace app
