#include "convscope/unit_text.h"

#include <cstdio>

namespace convscope {

std::string byteCountText(double bytes) {
  static constexpr const char* kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  while (bytes >= 1024 && unit < 4) {
    bytes /= 1024;
    ++unit;
  }
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, unit == 0 ? "%.0f%s%s" : "%.3g%s%s", bytes, kUnitSpace,
                kUnits[unit]);
  return buffer;
}

}  // namespace convscope
