// app::residentBytes, physicalMemoryBytes, usableMemoryBytes — how much memory this process
// holds, and how much it could ever get: for the headless flight's figures, and for the modes
// that work out up front whether a job fits. Reads what the system says; never allocates to find out.
#pragma once

#include <cstddef>

namespace app {

// Resident set size in bytes; 0 where the system does not say.
std::size_t residentBytes();

// The machine's physical memory in bytes; 0 where the system does not say.
std::size_t physicalMemoryBytes();

// The most this process can hold: physical memory, or less where a limit says so (an
// address-space limit, ulimit -v; a container's cgroup limit on Linux). 0 where nothing says.
std::size_t usableMemoryBytes();

} // namespace app
