// Small made-up training sets: random pixels and labels from our own PRNG, so every test sees
// the same images on every machine.
#pragma once

#include <memory>

#include "convscope/train/dataset.h"
#include "convscope/train/rng.h"

namespace convscope::train::testing {

inline std::shared_ptr<Dataset> syntheticSet(int count, std::uint64_t seed = 7) {
  auto set = std::make_shared<Dataset>();
  set->count = count;
  set->pixels.resize(static_cast<size_t>(count) * kImagePixels);
  set->labels.resize(count);
  SplitMix64 rng(seed);
  for (auto& p : set->pixels) p = static_cast<std::uint8_t>(rng.below(256));
  for (auto& l : set->labels) l = static_cast<std::uint8_t>(rng.below(kClasses));
  return set;
}

}  // namespace convscope::train::testing
