// app::TableRows — a table's rows, in order, for a range-for: the scene, look and action tables
// hand out theirs this way. A view of a constant array; owns nothing.
#pragma once

namespace app {

template <typename Row>
struct TableRows {
    const Row* first;
    const Row* last;
    const Row* begin() const { return first; }
    const Row* end() const { return last; }
};

} // namespace app
