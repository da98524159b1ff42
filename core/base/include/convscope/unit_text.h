// The one space between a number and its unit in every text ConvScope makes: U+00A0 (no-break
// space), so "135 Mpx/s" never wraps before its unit and no two spaces meet ("5  µs"). app/common's
// number_text.h uses the same character for the window and the command line.
#pragma once

namespace convscope {

inline constexpr const char* kUnitSpace = "\u00a0";  // UTF-8 C2 A0

}  // namespace convscope
