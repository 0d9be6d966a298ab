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

// The published format: x1,y1,z1,x2,y2,z2,r,g,b, one box a line. With the material column, a
// tenth field names what each box is (zs::materialName).
enum class BoxColumns { published, withMaterial };

std::string boxCsvHeader(BoxColumns columns = BoxColumns::published);
void appendBoxCsv(const std::vector<zs::Box>& boxes, std::string& out, BoxColumns columns = BoxColumns::published);

} // namespace app
