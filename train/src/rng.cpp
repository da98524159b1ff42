#include "convscope/train/rng.h"

#include <cstddef>
#include <numeric>
#include <utility>

namespace convscope::train {

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

double SplitMix64::nextDouble() {
  return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

std::uint64_t SplitMix64::below(std::uint64_t n) {
  // 2^64 mod n values at the bottom would make small results likelier; they are drawn again.
  const std::uint64_t threshold = (0 - n) % n;
  for (;;) {
    const std::uint64_t r = next();
    if (r >= threshold) return r % n;
  }
}

// Distinct odd constants keep the init stream and every epoch's stream apart for one seed.
SplitMix64 initStream(std::uint64_t seed) {
  return SplitMix64(seed * 0xD1B54A32D192ED03ULL + 1);
}

SplitMix64 shuffleStream(std::uint64_t seed, int epoch) {
  SplitMix64 mix(seed ^ (0xA0761D6478BD642FULL * (static_cast<std::uint64_t>(epoch) + 1)));
  return SplitMix64(mix.next());
}

void fillEpochOrder(std::vector<int>& order, bool shuffle, std::uint64_t seed, int epoch) {
  std::iota(order.begin(), order.end(), 0);
  if (!shuffle || order.size() < 2) return;
  SplitMix64 rng = shuffleStream(seed, epoch);
  for (size_t i = order.size() - 1; i > 0; --i) {
    const size_t j = static_cast<size_t>(rng.below(i + 1));
    std::swap(order[i], order[j]);
  }
}

std::vector<int> epochOrder(int count, bool shuffle, std::uint64_t seed, int epoch) {
  std::vector<int> order(count > 0 ? count : 0);
  fillEpochOrder(order, shuffle, seed, epoch);
  return order;
}

}  // namespace convscope::train
