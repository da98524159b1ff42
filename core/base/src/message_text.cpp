#include "convscope/message_text.h"

namespace convscope {

std::string shortenForMessage(std::string_view text, size_t maxChars) {
  size_t chars = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    // A code point starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    if (chars == maxChars) return std::string(text.substr(0, i)) + "\xE2\x80\xA6";  // …
    ++chars;
  }
  return std::string(text);
}

}  // namespace convscope
