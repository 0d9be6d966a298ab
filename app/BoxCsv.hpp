// app::appendBoxCsv — the box list as CSV text, numbers that read back exactly.
//
// Each double is written in its shortest form that parses back to the same bits
// (std::to_chars), so a dump compared between two builds compares the generator's doubles.
// Pure text formatting; the caller decides where the text goes.
#pragma once

#include "zsystem/Box.hpp"

#include <string>
#include <vector>

namespace app {

inline constexpr const char* kBoxCsvHeader = "x1,y1,z1,x2,y2,z2,r,g,b\n";

void appendBoxCsv(const std::vector<zs::Box>& boxes, std::string& out);

} // namespace app
