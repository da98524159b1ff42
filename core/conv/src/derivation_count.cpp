#include "convscope/derivation_count.h"

#include <atomic>

namespace convscope {

namespace {

std::atomic<long long> g_counts[3];

std::atomic<long long>& counter(Derivation what) {
  return g_counts[static_cast<int>(what)];
}

}  // namespace

long long derivationCount(Derivation what) {
  return counter(what).load(std::memory_order_relaxed);
}

void countDerivation(Derivation what) {
  counter(what).fetch_add(1, std::memory_order_relaxed);
}

}  // namespace convscope
