#include "convscope/published_measurements.h"

namespace convscope {

const std::vector<PublishedMeasurement>& publishedVgg16() {
  // From the README table of github.com/jcjohnson/cnn-benchmarks (Justin Johnson, 2016),
  // "VGG-16" section, forward pass times. 3101.76 / 66.56 = 47× CPU → GPU; 143.81 / 66.56 =
  // 2.2× from cuDNN alone on the same GPU.
  static const std::vector<PublishedMeasurement> rows{
      {"VGG-16", "dual Xeon E5-2630 v3 (CPU)", "forward, batch 16, 224×224", 3101.76,
       "jcjohnson/cnn-benchmarks (GitHub, 2016)", "other hardware, 2016"},
      {"VGG-16", "GTX 1080 without cuDNN", "forward, batch 16, 224×224", 143.81,
       "jcjohnson/cnn-benchmarks (GitHub, 2016)", "other hardware, 2016"},
      {"VGG-16", "GTX 1080 with cuDNN", "forward, batch 16, 224×224", 66.56,
       "jcjohnson/cnn-benchmarks (GitHub, 2016)", "other hardware, 2016"},
  };
  return rows;
}

}  // namespace convscope
