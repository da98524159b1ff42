#include "convscope/train/params.h"

#include <cmath>

#include "convscope/train/rng.h"

namespace convscope::train {

long long ParamInfo::elements() const {
  long long n = 1;
  for (int d : dims) n *= d;
  return n;
}

const ParamInfo& paramInfo(int index) {
  // A bias takes the fan-in of its layer's weight, as PyTorch's reset_parameters does.
  static const ParamInfo infos[kParamCount] = {
      {"conv1.weight", {8, 1, 3, 3}, 9},   {"conv1.bias", {8}, 9},
      {"conv2.weight", {16, 8, 3, 3}, 72}, {"conv2.bias", {16}, 72},
      {"fc.weight", {10, 784}, 784},       {"fc.bias", {10}, 784},
  };
  return infos[index];
}

Params zeroParams() {
  Params p;
  for (int i = 0; i < kParamCount; ++i) p[i].assign(paramInfo(i).elements(), 0.0f);
  return p;
}

Params initialParams(std::uint64_t seed) {
  Params p = zeroParams();
  SplitMix64 rng = initStream(seed);
  for (int i = 0; i < kParamCount; ++i) {
    const double bound = 1.0 / std::sqrt(static_cast<double>(paramInfo(i).fanIn()));
    for (float& v : p[i]) v = static_cast<float>((2.0 * rng.nextDouble() - 1.0) * bound);
  }
  return p;
}

Status checkParams(const Params& params) {
  for (int i = 0; i < kParamCount; ++i) {
    const ParamInfo& info = paramInfo(i);
    if (static_cast<long long>(params[i].size()) != info.elements()) {
      return Status::error(StatusCode::InvalidArgument,
                           std::string(info.name) + " has " + std::to_string(params[i].size()) +
                               " values, not " + std::to_string(info.elements()));
    }
    for (float v : params[i]) {
      if (!std::isfinite(v)) {
        return Status::error(StatusCode::InvalidArgument,
                             std::string(info.name) + " holds a NaN or infinite value");
      }
    }
  }
  return Status::ok();
}

}  // namespace convscope::train
