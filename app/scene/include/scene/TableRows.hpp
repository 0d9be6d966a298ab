// app::TableRows — a table's rows, in order, for a range-for: the scene, look and action tables
// hand out theirs this way. A view of a constant array; owns nothing.
#pragma once

#include <string>

namespace app {

template <typename Row>
struct TableRows {
    const Row* first;
    const Row* last;
    const Row* begin() const { return first; }
    const Row* end() const { return last; }
};

// The rows' names, in order, joined by ", ": what an option taking a row's name lists.
template <typename Row>
std::string namesOf(TableRows<Row> rows) {
    std::string text;
    for (const Row& row : rows) text += (text.empty() ? "" : ", ") + std::string(row.name);
    return text;
}

} // namespace app
