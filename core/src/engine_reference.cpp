#include <string>

#include "convscope/conv_sum.h"
#include "convscope/engines.h"
#include "run_control.h"

namespace convscope {

Result<Channel> convolveReference(const ConvProblem& problem, const RunControl* control) {
  const ConvGeometry& g = problem.geometry;
  Result<Channel> made = Channel::create(g.outWidth, g.outHeight);
  if (!made) return made;
  Channel& output = made.value();
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
  return made;
}

}  // namespace convscope
