// Columns and times of a plain-text table that line up in a terminal in any language: a Chinese
// character takes two cells, as terminals draw it, so a header such as "中位 ms" is padded by its
// width on screen, not by its count of characters.
#pragma once

#include <QString>

namespace convscope::app {

// Terminal cells `text` takes: 2 for East Asian wide and full-width characters, 1 otherwise.
int cellWidth(const QString& text);

// `text` padded with spaces to `width` cells: on the right (left-aligned) or on the left.
QString padCells(const QString& text, int width, bool leftAligned);

// A time in milliseconds as a person reads it in a table or a formula: four significant digits
// in the unit that keeps the number at 1 or more (s, ms, µs, ns), never an exponent, joined to
// it by the no-break space (number_text.h): 0.02566 → "25.66 µs", 8.127e-06 → "8.127 ns".
QString readableTime(double ms);

}  // namespace convscope::app
