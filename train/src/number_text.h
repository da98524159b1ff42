// Numbers in messages and files in the C locale, whatever the user's (a Qt program sets it from
// the environment, and then printf("%g") and std::to_string(double) write a decimal comma).
#pragma once

#include <charconv>
#include <string>

namespace convscope::train {

// The shortest text that reads back as the same double: "0.05", "1e+30".
inline std::string decimalText(double v) {
  char buf[64];
  const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  return std::string(buf, end);
}

}  // namespace convscope::train
