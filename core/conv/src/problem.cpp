#include "convscope/problem.h"

#include <string>

#include "convscope/derivation_count.h"

namespace convscope {

Result<ConvProblem> makeProblem(const Channel& input, const Kernel& kernel,
                                const ConvParams& params) {
  countDerivation(Derivation::Problem);
  if (Status s = validateParams(params); !s) return s;
  if (Status s = checkImageSize(input.width, input.height); !s) return s;
  if (input.pixels.size() != static_cast<size_t>(input.pixelCount())) {
    return Status::error(StatusCode::InvalidArgument,
                         "channel pixel count does not match its size");
  }
  ConvProblem problem;
  problem.input = &input;
  problem.weights = kernel.effectiveWeights(params.flip);
  problem.params = params;
  ConvGeometry& g = problem.geometry;
  g.inWidth = input.width;
  g.inHeight = input.height;
  g.pad = paddingAmount(params);
  g.stride = params.stride;
  g.dilation = params.dilation;
  g.padding = params.padding;
  g.outWidth = outputExtent(input.width, params);
  g.outHeight = outputExtent(input.height, params);
  if (g.outWidth < 1 || g.outHeight < 1) {
    const int reach = params.dilation * (kKernelSize - 1) + 1;
    return Status::error(StatusCode::InvalidArgument,
                         "a " + std::to_string(input.width) + "×" + std::to_string(input.height) +
                             " image is smaller than the kernel's reach of " +
                             std::to_string(reach) + "×" + std::to_string(reach) +
                             " without padding: choose a padding or a smaller dilation");
  }
  return problem;
}

}  // namespace convscope
