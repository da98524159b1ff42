// libFuzzer: a recorded GPU measurement file (sweep --recorded) as the sweep reads it: whatever
// the bytes, a parsed file has a device, a date, a command and rows with a positive size and a
// positive, finite median.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "speed/measurement_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
  const auto parsed = convscope::speed::parseMeasurement(bytes, QStringLiteral("fuzz.json"));
  if (!parsed) {
    if (parsed.status().message.empty()) std::abort();
    return 0;
  }
  if (parsed->device.isEmpty() || parsed->date.isEmpty() || parsed->command.isEmpty()) std::abort();
  for (const auto& row : parsed->rows) {
    if (row.size <= 0 || row.series.isEmpty() || !(row.medianMs > 0) ||
        !std::isfinite(row.medianMs))
      std::abort();
  }
  return 0;
}
