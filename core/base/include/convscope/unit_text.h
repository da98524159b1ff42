// The one space between a number and its unit in every text ConvScope makes: U+00A0 (no-break
// space), so "135 Mpx/s" never wraps before its unit and no two spaces meet ("5  µs"). app/text's
// number_text.h uses the same character for the window and the command line.
#pragma once

#include <string>

namespace convscope {

inline constexpr const char* kUnitSpace = "\u00a0";  // UTF-8 C2 A0

// "12.2 MiB": binary units, as memory is sized (a 4096² float image is 64 MiB); rates stay GB/s.
std::string byteCountText(double bytes);

}  // namespace convscope
