// API v1: the Train tab codes against this header.
// Our own PRNG and shuffle, so that a seed means the same weights and batches on every machine
// (std::shuffle and std::uniform_*_distribution are implementation-defined).
#pragma once

#include <cstdint>
#include <vector>

namespace convscope::train {

// splitmix64 (Steele, Lea, Flood 2014): 64 bits of state, one add and a mix per draw.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
  std::uint64_t next();
  // [0, 1) from the top 53 bits.
  double nextDouble();
  // [0, n) without modulo bias (rejection), n ≥ 1.
  std::uint64_t below(std::uint64_t n);

 private:
  std::uint64_t m_state;
};

// The stream that draws the initial weights, and the one that shuffles epoch `epoch`: both
// derived from the run's seed, apart from each other.
SplitMix64 initStream(std::uint64_t seed);
SplitMix64 shuffleStream(std::uint64_t seed, int epoch);

// The order of the `count` training images in epoch `epoch`: 0..count-1 in file order without
// shuffle, else a Fisher–Yates shuffle drawn from shuffleStream(seed, epoch).
std::vector<int> epochOrder(int count, bool shuffle, std::uint64_t seed, int epoch);
void fillEpochOrder(std::vector<int>& order, bool shuffle, std::uint64_t seed, int epoch);

}  // namespace convscope::train
