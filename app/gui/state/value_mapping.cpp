#include "gui/state/value_mapping.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace convscope::gui {

namespace {

// The q-quantile of |value| over at most ~64k evenly spaced pixels: cheap at 4096², and the
// colour scale needs no more precision than that. The stride shares no factor with the width, so
// the samples spread over every column: a stride of 256 in a 4096-wide image read only 16
// columns, one of them the left border, where zero padding makes the strongest values of all;
// that one column set the whole range and left the edges inside a faint tint.
float magnitudePercentile(const Channel& output, float q) {
  const size_t n = output.pixels.size();
  const size_t width = static_cast<size_t>(std::max(1, output.width));
  size_t step = std::max<size_t>(1, n / 65536);
  while (step > 1 && std::gcd(step, width) != 1) ++step;
  std::vector<float> sample;
  sample.reserve(n / step + 1);
  for (size_t i = 0; i < n; i += step) sample.push_back(std::abs(output.pixels[i]));
  if (sample.empty()) return 0;
  const auto nth = sample.begin() + static_cast<std::ptrdiff_t>(q * (sample.size() - 1));
  std::nth_element(sample.begin(), nth, sample.end());
  return *nth;
}

}  // namespace

ValueMapping mappingFor(const Channel& output, const Kernel& kernel) {
  const ValueRange range = valueRange(output);
  float sum = 0;
  for (float w : kernel.effectiveWeights(false)) sum += w;
  ValueMapping m;
  // An edge detector's weights add up to 0: its output is a signed difference, and the diverging
  // map shows the sign. Other kernels keep the image's gray scale, widened if values leave it.
  if (range.min < 0 && std::abs(sum) < 1e-4f) {
    m.map = ColourMap::Diverging;
    m.low = 0;
    // The 99th percentile of |value|, at least a quarter of the largest: a few strong edges would
    // otherwise set the range and leave every other edge a faint tint. The stronger ones show the
    // full colour, and the legend says so.
    const float largest = std::max({std::abs(range.min), std::abs(range.max), 1e-3f});
    m.high = std::max(magnitudePercentile(output, 0.99f), largest / 4);
    m.saturates = m.high < largest;
  } else {
    m.map = ColourMap::Gray;
    m.low = std::min(0.0f, range.min);
    m.high = std::max(255.0f, range.max);
  }
  return m;
}

}  // namespace convscope::gui
