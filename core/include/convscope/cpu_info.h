// Facts about this CPU for `convscope info`, the window and bench.
#pragma once

#include <string>

namespace convscope {

struct CpuInfo {
  std::string model;       // from /proc/cpuinfo where there is one
  int logicalCores = 0;    // hardware threads
  std::string simd;        // widest vector extension the parallel engine can use: "AVX-512", ...
  int simdFloatLanes = 1;  // floats per vector register of that extension
  int openmpThreads = 1;   // threads the parallel engine will use
};

CpuInfo cpuInfo();

}  // namespace convscope
