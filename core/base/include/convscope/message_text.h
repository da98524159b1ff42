// Quoting user input in messages without repeating a huge argument whole.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace convscope {

// `text` itself when it is at most `maxChars` characters (UTF-8 code points), else its first
// `maxChars` and "…": error messages quote arguments without repeating a 131 KB one whole.
std::string shortenForMessage(std::string_view text, size_t maxChars = 80);

}  // namespace convscope
