// The CUDA device this process would use, or the exact reason there is none.
// Plain C++ header: the app and CLI include it without CUDA. In a build without nvcc the module
// is compiled from no_cuda.cpp and every call reports that instead.
#pragma once

#include <cstddef>
#include <string>

#include "convscope/status.h"

namespace convscope::cuda {

struct DeviceInfo {
  int index = 0;
  std::string name;
  int computeMajor = 0;
  int computeMinor = 0;
  int smCount = 0;
  int coresPerSm = 0;  // FP32 lanes per SM, from a per-architecture table (0: unknown)
  int cudaCores() const { return smCount * coresPerSm; }
  std::size_t memoryTotal = 0;  // bytes
  std::size_t memoryFree = 0;
  int driverVersion = 0;  // e.g. 13000 for 13.0
  int runtimeVersion = 0;
};

// True when this build was compiled with nvcc.
bool builtWithCuda();

// Probes once per call: the current device's facts (device 0 unless a GL context chose another),
// or NoDevice with the reason ("no NVIDIA driver: cudaGetDeviceCount ... failed with
// cudaErrorInsufficientDriver (...)", "no CUDA-capable device", "built without CUDA", ...).
// Clears CUDA's last error after a failed probe (a missing driver's cannot be cleared: the
// runtime reports it again at every call, and so does every probe).
Result<DeviceInfo> probeDevice();

// FP32 lanes per SM for a compute capability, from NVIDIA's per-architecture tables; 0 when the
// architecture is not in the table.
int coresPerSmFor(int computeMajor, int computeMinor);

// "13.0" from 13000.
std::string cudaVersionString(int version);

}  // namespace convscope::cuda
