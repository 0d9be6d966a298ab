// app::residentBytes — this process's resident memory, for the headless flight's figures.
#pragma once

#include <cstddef>

namespace app {

// Resident set size in bytes; 0 where the system does not say.
std::size_t residentBytes();

} // namespace app
