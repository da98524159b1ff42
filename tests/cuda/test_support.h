// Inputs and the comparison with core's reference shared by the CUDA tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "convscope/channel.h"
#include "convscope/cuda/device.h"
#include "convscope/layer.h"

namespace convscope::testing {

// Values in [0, 255] with fractional parts, so that every product and sum has rounding to do;
// a fixed seed keeps failures reproducible.
inline Channel randomChannel(int width, int height, std::uint32_t seed) {
  Channel channel = Channel::create(width, height).value();
  std::uint32_t state = seed * 2654435761u + 1u;
  for (float& v : channel.pixels) {
    state = state * 1664525u + 1013904223u;
    v = static_cast<float>(state >> 8) / static_cast<float>(1u << 24) * 255.0f;
  }
  return channel;
}

// core's random layer tensor (values in [-1, 1), a fixed seed), for a test that made its shape.
inline Tensor randomTensor(int n, int c, int h, int w, std::uint32_t seed) {
  return convscope::randomTensor(n, c, h, w, seed).value();
}

// JSON string contents: quotes and backslashes escaped, control characters dropped.
inline std::string jsonEscape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) >= 0x20) out += c;
  }
  return out;
}

// The stated tolerance: |gpu − ref| ≤ 1e-5 · max(1, |ref|). With --fmad=false on the device and
// -ffp-contract=off on the host both run the same operations in the same order, so the expected
// difference is zero; `inexact` counts pixels that differ at all, to show that it is.
struct Comparison {
  long long pixels = 0;
  long long beyondTolerance = 0;
  long long inexact = 0;
  double worst = 0;  // largest |gpu − ref| / max(1, |ref|)
  std::string firstBad;
};

inline Comparison compareWithReference(const Channel& gpu, const Channel& ref) {
  Comparison c;
  if (gpu.width != ref.width || gpu.height != ref.height) {
    c.beyondTolerance = 1;
    c.firstBad = "size " + std::to_string(gpu.width) + "×" + std::to_string(gpu.height) +
                 " instead of " + std::to_string(ref.width) + "×" + std::to_string(ref.height);
    return c;
  }
  c.pixels = ref.pixelCount();
  for (int y = 0; y < ref.height; ++y) {
    for (int x = 0; x < ref.width; ++x) {
      const float g = gpu.at(x, y);
      const float r = ref.at(x, y);
      if (g != r) ++c.inexact;
      const double relative =
          std::fabs(static_cast<double>(g) - r) / std::max(1.0, std::fabs(static_cast<double>(r)));
      if (!(relative <= 1e-5)) {  // also catches NaN
        if (c.beyondTolerance++ == 0) {
          c.firstBad = "(" + std::to_string(x) + ", " + std::to_string(y) + "): gpu " +
                       std::to_string(g) + ", reference " + std::to_string(r);
        }
      }
      if (relative > c.worst || std::isnan(relative)) c.worst = relative;
    }
  }
  return c;
}

// gtest without gmock (one package fewer on the device machine): says what was not found.
inline ::testing::AssertionResult contains(const std::string& text, const std::string& part) {
  if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "\"" << text << "\" does not contain \"" << part << "\"";
}

}  // namespace convscope::testing

// Skips the current test, with probeDevice()'s reason, where no CUDA device can be used.
#define CONVSCOPE_REQUIRE_CUDA_DEVICE()                                     \
  do {                                                                      \
    auto convscopeProbe_ = ::convscope::cuda::probeDevice();                \
    if (!convscopeProbe_) GTEST_SKIP() << convscopeProbe_.status().message; \
  } while (0)
