// app::millisecondsSince — wall time since a steady_clock point, for the figures zcity prints.
#pragma once

#include <chrono>

namespace app {

inline double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

} // namespace app
