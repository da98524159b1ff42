// A 3×3 filter: nine weights, an optional divisor, and the presets a teacher reaches for.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "convscope/conv_sum.h"
#include "convscope/status.h"

namespace convscope {

struct Kernel {
  std::array<float, kTaps> weights{};  // row-major, as written
  float divisor = 1.0f;                // applied to every weight: 9 for a box blur
  std::string name;                    // a preset's name, or "custom"

  // weights[i] / divisor, turned 180° when `flip` asks for true convolution.
  std::array<float, kTaps> effectiveWeights(bool flip) const;

  // Same weights, divisor and name: the name counts, since it is what the preset list shows.
  friend bool operator==(const Kernel&, const Kernel&) = default;
};

struct KernelPreset {
  std::string_view name;         // e.g. "sobel-x"; what --kernel accepts
  std::string_view description;  // one line for --help and tooltips
};

// All presets in display order: identity, box-blur, gaussian-blur, sharpen, laplacian, outline,
// sobel-x, sobel-y, emboss.
const std::vector<KernelPreset>& kernelPresets();
Result<Kernel> presetKernel(std::string_view name);

// Parses a preset name or nine numbers in rows, e.g. "1,0,-1; 2,0,-2; 1,0,-1", optionally
// followed by a divisor such as "/ 9" or "/16". Rejects wrong counts, non-numbers, NaN,
// infinities and overflow with a message that says which.
Result<Kernel> parseKernel(std::string_view text);

// "1,0,-1; 2,0,-2; 1,0,-1" (and " / 9" when there is a divisor): parseKernel reads it back.
std::string formatKernel(const Kernel& kernel);

}  // namespace convscope
