// Letters and digits of the names a user types (kernel presets, padding modes, GPU names),
// compared in ASCII: never through the C library's locale. Under LC_ALL=tr_TR.UTF-8, whose
// capital I lowers to a dotless ı, std::tolower left "IDENTITY" unmatched.
#pragma once

namespace convscope {

constexpr char asciiLower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

constexpr bool asciiLetter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

constexpr bool asciiAlphanumeric(char c) {
  return asciiLetter(c) || (c >= '0' && c <= '9');
}

}  // namespace convscope
