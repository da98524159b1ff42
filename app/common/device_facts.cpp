#include "common/device_facts.h"

namespace convscope::app {

const Result<cuda::DeviceInfo>& deviceFacts() {
  // A function-local static: initialised once, and thread-safe, by the language's rule.
  static const Result<cuda::DeviceInfo> facts = cuda::probeDevice();
  return facts;
}

}  // namespace convscope::app
