// libFuzzer: the kernel text parser (what --kernel and the kernel editor accept). Any input must
// give a kernel whose effective weights and largest sum are finite, or a Status; never a crash.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "convscope/kernel.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto kernel = convscope::parseKernel(text);
  if (!kernel) return 0;
  for (float w : kernel->effectiveWeights(false))
    if (!std::isfinite(w)) std::abort();  // a silent NaN output: the bug this guards
  // What was parsed must read back as itself.
  const auto again = convscope::parseKernel(convscope::formatKernel(*kernel));
  if (!again || again->weights != kernel->weights) std::abort();
  return 0;
}
