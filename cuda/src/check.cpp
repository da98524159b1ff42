#include "check.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace convscope::cuda::detail {
namespace {

std::string mebibytes(std::size_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
  return text;
}

bool isMissingDevice(cudaError_t error) {
  return error == cudaErrorInsufficientDriver || error == cudaErrorNoDevice ||
         error == cudaErrorDevicesUnavailable || error == cudaErrorStubLibrary ||
         error == cudaErrorSystemDriverMismatch || error == cudaErrorCompatNotSupportedOnDevice;
}

}  // namespace

std::string describeCudaError(cudaError_t error) {
  return std::string(cudaGetErrorName(error)) + " (" + cudaGetErrorString(error) + ")";
}

Status checkCuda(cudaError_t error, const char* call, const char* file, int line,
                 std::size_t bytesRequested, MemoryKind kind) {
  if (error == cudaSuccess) return Status::ok();
  // Non-sticky errors stay in the last-error slot until read; a sticky one (a faulting kernel)
  // cannot be cleared and every later call reports it, which the message below then names.
  cudaGetLastError();

  const char* slash = std::strrchr(file, '/');
  const char* fileName = slash ? slash + 1 : file;
  std::string where = std::string(call) + " failed at " + fileName + ":" + std::to_string(line);
  if (error == cudaErrorMemoryAllocation) {
    std::string message = "out of memory: " + where + ": asked for " + mebibytes(bytesRequested);
    if (kind == MemoryKind::PinnedHost) {
      message += " of page-locked host memory";
    } else {
      std::size_t freeBytes = 0;
      std::size_t totalBytes = 0;
      if (cudaMemGetInfo(&freeBytes, &totalBytes) == cudaSuccess) {
        message +=
            " of device memory, " + mebibytes(freeBytes) + " free of " + mebibytes(totalBytes);
      } else {
        cudaGetLastError();
        message += " of device memory";
      }
    }
    return Status::error(StatusCode::OutOfMemory, message);
  }
  const StatusCode code = isMissingDevice(error) ? StatusCode::NoDevice : StatusCode::DeviceError;
  return Status::error(code, where + ": " + describeCudaError(error));
}

}  // namespace convscope::cuda::detail
