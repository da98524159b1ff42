#include <string>

#include "convscope/conv_sum.h"
#include "convscope/engines.h"
#include "run_control.h"

namespace convscope {

Status prepareOutput(const ConvProblem& problem, Channel& output) {
  const ConvGeometry& g = problem.geometry;
  if (output.width == g.outWidth && output.height == g.outHeight &&
      output.pixels.size() == static_cast<size_t>(output.pixelCount())) {
    return Status::ok();
  }
  Result<Channel> made = Channel::create(g.outWidth, g.outHeight);
  if (!made) return made.status();
  output = std::move(made).value();
  return Status::ok();
}

Result<Channel> convolveReference(const ConvProblem& problem, const RunControl* control) {
  return intoNewChannel([&](Channel& out) { return convolveReference(problem, out, control); });
}

Status convolveReference(const ConvProblem& problem, Channel& output, const RunControl* control) {
  if (Status s = prepareOutput(problem, output); !s) return s;
  const ConvGeometry& g = problem.geometry;
  const float* input = problem.input->data();
  const float* weights = problem.weights.data();

  // One output pixel after another, each the sum of nine products: the slide version.
  for (int y = 0; y < g.outHeight; ++y) {
    if (isCancelled(control)) return cancelledStatus();
    for (int x = 0; x < g.outWidth; ++x) {
      output.at(x, y) = outputPixel(input, g, weights, x, y);
    }
    reportProgress(control, y + 1, g.outHeight);
  }
  return Status::ok();
}

}  // namespace convscope
