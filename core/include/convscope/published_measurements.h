// Figures measured by others and published, with where and when: shown beside ours, never mixed
// with them. The CLI's `network` and the window's lessons read the same rows from here.
#pragma once

#include <string_view>
#include <vector>

namespace convscope {

struct PublishedMeasurement {
  std::string_view network;   // "VGG-16"
  std::string_view hardware;  // "GTX 1080 (cuDNN)"
  std::string_view what;      // "forward, batch 16, 224×224"
  double ms = 0;              // milliseconds for that whole pass
  std::string_view source;    // repository or paper, and year
  std::string_view note;      // "other hardware, 2016"
};

// jcjohnson/cnn-benchmarks (GitHub, 2016): VGG-16 forward at batch 16, 224² — dual Xeon
// E5-2630 v3, GTX 1080 with cuDNN, GTX 1080 without cuDNN.
const std::vector<PublishedMeasurement>& publishedVgg16();

}  // namespace convscope
