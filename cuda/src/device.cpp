#include "convscope/cuda/device.h"

#include <mutex>
#include <vector>

#include <cuda_runtime_api.h>

#include "check.h"
#include "device_probe.h"
#include "kernels.h"

namespace convscope::cuda {

bool builtWithCuda() {
  return true;
}

namespace detail {

Status requireDevice() {
  int count = 0;
  const cudaError_t error = cudaGetDeviceCount(&count);
  Status status = checkCuda(error, "cudaGetDeviceCount(&count)", __FILE__, __LINE__);
  if (!status) {
    std::string what = "CUDA is unusable";
    if (error == cudaErrorInsufficientDriver)
      what = "no NVIDIA driver (or one older than the CUDA runtime)";
    else if (error == cudaErrorNoDevice)
      what = "no CUDA-capable device";
    return Status::error(StatusCode::NoDevice, what + ": " + status.message);
  }
  if (count == 0)
    return Status::error(StatusCode::NoDevice,
                         "no CUDA-capable device: cudaGetDeviceCount found 0 devices");
  return Status::ok();
}

namespace {

std::mutex warmMutex;
std::vector<bool> warmDevices;  // by device index

}  // namespace

bool isWarm(int device) {
  const std::lock_guard<std::mutex> lock(warmMutex);
  return device >= 0 && device < static_cast<int>(warmDevices.size()) && warmDevices[device];
}

Status requireWarmDevice() {
  CONVSCOPE_TRY(requireDevice());
  int device = 0;
  CONVSCOPE_CUDA_TRY(cudaGetDevice(&device));
  const std::lock_guard<std::mutex> lock(warmMutex);
  if (device < static_cast<int>(warmDevices.size()) && warmDevices[device]) return Status::ok();
  KernelFacts facts[kKernelInstances];
  CONVSCOPE_TRY(loadKernels(facts));
  if (device >= static_cast<int>(warmDevices.size())) warmDevices.resize(device + 1, false);
  warmDevices[device] = true;
  return Status::ok();
}

}  // namespace detail

Result<DeviceInfo> probeDevice() {
  CONVSCOPE_TRY(detail::requireDevice());
  DeviceInfo info;
  CONVSCOPE_CUDA_TRY(cudaGetDevice(&info.index));
  cudaDeviceProp prop{};
  CONVSCOPE_CUDA_TRY(cudaGetDeviceProperties(&prop, info.index));
  info.name = prop.name;
  info.computeMajor = prop.major;
  info.computeMinor = prop.minor;
  info.smCount = prop.multiProcessorCount;
  info.coresPerSm = coresPerSmFor(prop.major, prop.minor);
  // Creates the context when none exists yet; the kernels are loaded below.
  CONVSCOPE_CUDA_TRY(cudaMemGetInfo(&info.memoryFree, &info.memoryTotal));
  CONVSCOPE_CUDA_TRY(cudaDriverGetVersion(&info.driverVersion));
  CONVSCOPE_CUDA_TRY(cudaRuntimeGetVersion(&info.runtimeVersion));
  CONVSCOPE_TRY(detail::requireWarmDevice());
  return info;
}

}  // namespace convscope::cuda
